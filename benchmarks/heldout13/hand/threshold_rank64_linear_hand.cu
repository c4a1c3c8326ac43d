// Held-out suite 13 (frozen), hand version of threshold_rank64_linear: the block copies the 64
// thresholds to shared memory once, then each thread finds its rank by a binary search there
// (the first threshold above its value: six or seven shared reads instead of 64 global ones).
// Blocks of at least 64 threads.
extern "C" __global__ void threshold_rank64_linear_hand(const float *__restrict__ x,
                                                        const float *__restrict__ thr,
                                                        int *__restrict__ rank, int n)
{
    __shared__ float table[64];
    int t = threadIdx.x;
    if (t < 64)
        table[t] = thr[t];
    __syncthreads();
    int i = blockIdx.x * blockDim.x + t;
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
