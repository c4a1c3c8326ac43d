// Held-out suite 11 (frozen), hand version of chunk_abssum_thread0: a __local tree over the
// 256 magnitudes, halving the active items at each level. Work-groups of 256 items.
__kernel void chunk_abssum_thread0_hand(__global const float *restrict x,
                                        __global float *restrict sums, int n)
{
    __local float mag[256];
    int t = get_local_id(0);
    int i = get_group_id(0) * 256 + t;
    mag[t] = i < n ? fabs(x[i]) : 0.0f;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int span = 128; span > 0; span >>= 1) {
        if (t < span)
            mag[t] += mag[t + span];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (t == 0)
        sums[get_group_id(0)] = mag[0];
}
