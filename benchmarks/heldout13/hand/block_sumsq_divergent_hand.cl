// Held-out suite 13 (frozen), hand version of block_sumsq_divergent: 32 work-items per chunk
// of 256 integers (eight chunks per work-group of 256); each item reads two int4 (consecutive
// items consecutive 16-byte pieces), adds their squares, and each chunk's 32 sums meet in a
// local-memory tree with sequential addressing (no divergence inside a warp's first steps, no
// bank conflicts). Work-groups of exactly 256; the range covers the chunks eight per group.
__kernel void block_sumsq_divergent_hand(__global const int *restrict v,
                                           __global int *restrict partial, int n)
{
    __local int sums[256];
    int t = get_local_id(0);
    int lane = t & 31;
    int chunk = get_group_id(0) * 8 + (t >> 5);
    int chunks = (n + 255) / 256;
    int s = 0;
    if (chunk < chunks) {
        int base = chunk * 256;
        if (base + 256 <= n && (n & 3) == 0) {
            __global const int4 *q = (__global const int4 *)(v + base);
            int4 a = q[lane], b = q[lane + 32];
            s = a.x * a.x + a.y * a.y + a.z * a.z + a.w * a.w + b.x * b.x + b.y * b.y +
                b.z * b.z + b.w * b.w;
        } else {
            for (int i = base + lane; i < base + 256 && i < n; i += 32)
                s += v[i] * v[i];
        }
    }
    sums[t] = s;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int span = 16; span > 0; span >>= 1) {
        if (lane < span)
            sums[t] += sums[t + span];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lane == 0 && chunk < chunks)
        partial[chunk] = sums[t];
}
