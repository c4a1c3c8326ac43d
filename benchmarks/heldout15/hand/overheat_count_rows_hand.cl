// Held-out suite 15 (frozen), hand version of overheat_count_rows: 32 work-items per machine
// (eight machines per work-group of 256) read consecutive samples of its row (coalesced) and
// count those above the limit; the 32 counts are added by a tree in local memory with a
// barrier between steps (reached by every item: the guards only cover loads and stores).
// Work-groups of exactly 256 on a range of ceil(rows / 8) groups.
__kernel void overheat_count_rows_hand(__global const float *restrict temp,
                                       __global int *restrict count, float limit, int rows,
                                       int t)
{
    __local int part[256];
    int tid = get_local_id(0);
    int lane = tid & 31;
    int r = get_group_id(0) * 8 + (tid >> 5);
    int c = 0;
    if (r < rows) {
        __global const float *row = temp + (size_t)r * t;
        for (int k = lane; k < t; k += 32)
            c += row[k] > limit;
    }
    part[tid] = c;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int span = 16; span > 0; span >>= 1) {
        if (lane < span)
            part[tid] += part[tid + span];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lane == 0 && r < rows)
        count[r] = part[tid];
}
