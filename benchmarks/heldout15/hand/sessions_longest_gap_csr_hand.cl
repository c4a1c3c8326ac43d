// Held-out suite 15 (frozen), hand version of sessions_longest_gap_csr: 32 work-items per user
// (eight users per work-group of 256) take its consecutive gaps in turn (coalesced loads), and
// the 32 maxima are combined by a tree in local memory with a barrier between steps (reached
// by every item). Work-groups of exactly 256 on a range of ceil(users / 8) groups.
__kernel void sessions_longest_gap_csr_hand(__global const int *restrict offsets,
                                            __global const int *restrict times,
                                            __global int *restrict gap, int users)
{
    __local int part[256];
    int tid = get_local_id(0);
    int lane = tid & 31;
    int u = get_group_id(0) * 8 + (tid >> 5);
    int best = 0;
    if (u < users) {
        int end = offsets[u + 1];
        for (int j = offsets[u] + 1 + lane; j < end; j += 32) {
            int d = times[j] - times[j - 1];
            best = d > best ? d : best;
        }
    }
    part[tid] = best;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int span = 16; span > 0; span >>= 1) {
        if (lane < span) {
            int o = part[tid + span];
            if (o > part[tid])
                part[tid] = o;
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lane == 0 && u < users)
        gap[u] = part[tid];
}
