// Held-out suite 10 (frozen), hand version of kmer4_count: every work-group counts into 256
// __local counters, its items striding over the positions by the whole range (coalesced),
// then adds its nonzero counters to the global ones (at most 256 atomic adds per group).
// Work-groups of 256 items; counts starts at zero.
__kernel void kmer4_count_hand(__global const uchar *restrict seq, __global int *restrict counts,
                               int n)
{
    __local int local_counts[256];
    int t = get_local_id(0);
    local_counts[t] = 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int i = get_global_id(0); i + 3 < n; i += get_global_size(0)) {
        uint code = ((seq[i] >> 1) & 3u) << 6 | ((seq[i + 1] >> 1) & 3u) << 4 |
                    ((seq[i + 2] >> 1) & 3u) << 2 | ((seq[i + 3] >> 1) & 3u);
        atomic_add(&local_counts[code], 1);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (local_counts[t] != 0)
        atomic_add(&counts[t], local_counts[t]);
}
