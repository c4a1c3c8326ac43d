// Held-out suite 9 (frozen), hand version of bin_sum_atomic: every block adds into 64 bins
// of shared memory, its threads striding over the elements by the whole grid (coalesced),
// then adds its nonzero bins to the global sums (at most 64 atomic adds per block). Blocks
// of 256 threads; sums starts at zero.
extern "C" __global__ void bin_sum_atomic_hand(const int *keys, const int *vals, int *sums,
                                               int n)
{
    __shared__ int bins[64];
    int t = threadIdx.x;
    if (t < 64)
        bins[t] = 0;
    __syncthreads();
    for (int i = blockIdx.x * blockDim.x + t; i < n; i += gridDim.x * blockDim.x)
        atomicAdd(&bins[keys[i]], vals[i]);
    __syncthreads();
    if (t < 64 && bins[t] != 0)
        atomicAdd(&sums[t], bins[t]);
}
