// Held-out suite 12 (frozen), hand version of block_max_thread0: the work-group's 256 values
// combined by a __local memory tree, half the work-items fewer at each of eight steps. Blocks
// of exactly 256.
__kernel void block_max_thread0_hand(__global const float *restrict x,
                                     __global float *restrict bmax, int n)
{
    __local float vals[256];
    int t = get_local_id(0);
    int i = get_global_id(0);
    vals[t] = i < n ? x[i] : -3.4e38f;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int span = 128; span > 0; span >>= 1) {
        if (t < span)
            vals[t] = fmax(vals[t], vals[t + span]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (t == 0)
        bmax[get_group_id(0)] = vals[0];
}
