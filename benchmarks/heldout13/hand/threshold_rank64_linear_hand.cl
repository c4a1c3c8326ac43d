// Held-out suite 13 (frozen), hand version of threshold_rank64_linear: the work-group copies
// the 64 thresholds to local memory once, then each work-item finds its rank by a binary
// search there (the first threshold above its value: six or seven local reads instead of 64
// global ones). Work-groups of at least 64 items.
__kernel void threshold_rank64_linear_hand(__global const float *restrict x,
                                           __global const float *restrict thr,
                                           __global int *restrict rank, int n)
{
    __local float table[64];
    int t = get_local_id(0);
    if (t < 64)
        table[t] = thr[t];
    barrier(CLK_LOCAL_MEM_FENCE);
    int i = get_global_id(0);
    if (i < n) {
        float v = x[i];
        int lo = 0, hi = 64;
        while (lo < hi) {
            int mid = (lo + hi) >> 1;
            if (table[mid] <= v)
                lo = mid + 1;
            else
                hi = mid;
        }
        rank[i] = lo;
    }
}
