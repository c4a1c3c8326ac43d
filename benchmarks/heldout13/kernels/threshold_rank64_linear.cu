// Held-out suite 13 (frozen). The rank of each value among 64 ascending thresholds (how many
// are <= it), a thread per value comparing it with every threshold.
extern "C" __global__ void threshold_rank64_linear(const float *x, const float *thr, int *rank,
                                                   int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float v = x[i];
        int c = 0;
        for (int k = 0; k < 64; k++)
            c += (thr[k] <= v) ? 1 : 0;
        rank[i] = c;
    }
}
