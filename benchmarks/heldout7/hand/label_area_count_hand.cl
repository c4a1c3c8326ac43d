// Held-out suite 7 (frozen), hand version of label_area_count: every block counts its
// pixels in 64 shared counters (threads stride over the image by the whole grid, coalesced),
// then adds them to the global counts with 64 atomic adds. Blocks have at least 64 threads.
__kernel void label_area_count_hand(__global const int *labels, __global int *counts, int n)
{
    __local int bins[64];
    int t = get_local_id(0);
    if (t < 64)
        bins[t] = 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int i = get_group_id(0) * get_local_size(0) + t; i < n;
         i += get_num_groups(0) * get_local_size(0))
        atomic_add(&bins[labels[i]], 1);
    barrier(CLK_LOCAL_MEM_FENCE);
    if (t < 64 && bins[t] != 0)
        atomic_add(&counts[t], bins[t]);
}
