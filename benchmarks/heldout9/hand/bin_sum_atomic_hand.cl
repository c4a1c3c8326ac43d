// Held-out suite 9 (frozen), hand version of bin_sum_atomic: every work-group adds into 64
// bins of __local memory, its items striding over the elements by the whole grid
// (coalesced), then adds its nonzero bins to the global sums (at most 64 atomic adds per
// work-group). Work-groups of 256 items; sums starts at zero.
__kernel void bin_sum_atomic_hand(__global const int *keys, __global const int *vals,
                                  __global int *sums, int n)
{
    __local int bins[64];
    int t = get_local_id(0);
    if (t < 64)
        bins[t] = 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int i = get_group_id(0) * get_local_size(0) + t; i < n;
         i += get_num_groups(0) * get_local_size(0))
        atomic_add(&bins[keys[i]], vals[i]);
    barrier(CLK_LOCAL_MEM_FENCE);
    if (t < 64 && bins[t] != 0)
        atomic_add(&sums[t], bins[t]);
}
