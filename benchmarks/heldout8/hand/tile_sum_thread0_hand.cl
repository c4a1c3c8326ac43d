// Held-out suite 8 (frozen), hand version of tile_sum_thread0: the block's 256 values added
// by a tree in __local memory (halving strides, every step in parallel). Work-groups of
// 256.
__kernel void tile_sum_thread0_hand(__global const float *x, __global float *partial, int n)
{
    __local float s[256];
    int t = get_local_id(0);
    int i = get_group_id(0) * 256 + t;
    s[t] = i < n ? x[i] : 0.0f;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int st = 128; st > 0; st >>= 1) {
        if (t < st)
            s[t] += s[t + st];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (t == 0)
        partial[get_group_id(0)] = s[0];
}
