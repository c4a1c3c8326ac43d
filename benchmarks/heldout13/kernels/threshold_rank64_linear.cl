// Held-out suite 13 (frozen). The rank of each value among 64 ascending thresholds (how many
// are <= it), a work-item per value comparing it with every threshold.
__kernel void threshold_rank64_linear(__global const float *x, __global const float *thr,
                                      __global int *rank, int n)
{
    int i = get_global_id(0);
    if (i < n) {
        float v = x[i];
        int c = 0;
        for (int k = 0; k < 64; k++)
            c += (thr[k] <= v) ? 1 : 0;
        rank[i] = c;
    }
}
