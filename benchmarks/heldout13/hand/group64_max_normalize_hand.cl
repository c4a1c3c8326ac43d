// Held-out suite 13 (frozen), hand version of group64_max_normalize: each work-item loads its
// value once into local memory; each group of 64 finds its maximum with a local-memory tree
// (six steps), read by all 64. Work-groups of exactly 256 (four groups); n is a multiple of
// 256.
__kernel void group64_max_normalize_hand(__global const float *restrict x,
                                         __global float *restrict y, int n)
{
    __local float m[256];
    int t = get_local_id(0);
    int i = get_global_id(0);
    float v = x[i];
    m[t] = v;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int span = 32; span > 0; span >>= 1) {
        if ((t & 63) < span)
            m[t] = fmax(m[t], m[t + span]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    y[i] = v / m[t & ~63];
}
