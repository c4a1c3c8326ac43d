// Held-out suite 11 (frozen), hand version of class_weight_tally8: every work-item keeps the
// eight totals in registers over a grid-stride loop (coalesced), adds them to the group's
// eight __local counters, and eight items add the group's totals to sums (eight global
// atomics per group). sums starts at zero.
__kernel void class_weight_tally8_hand(__global const uchar *restrict label,
                                       __global const int *restrict weight,
                                       __global int *restrict sums, int n)
{
    __local int group_sums[8];
    int t = get_local_id(0);
    if (t < 8)
        group_sums[t] = 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    int acc[8] = {0, 0, 0, 0, 0, 0, 0, 0};
    for (int i = get_global_id(0); i < n; i += get_global_size(0)) {
        int c = label[i] & 7, w = weight[i];
#pragma unroll
        for (int k = 0; k < 8; ++k)
            acc[k] += c == k ? w : 0;
    }
#pragma unroll
    for (int k = 0; k < 8; ++k)
        if (acc[k] != 0)
            atomic_add(&group_sums[k], acc[k]);
    barrier(CLK_LOCAL_MEM_FENCE);
    if (t < 8 && group_sums[t] != 0)
        atomic_add(&sums[t], group_sums[t]);
}
