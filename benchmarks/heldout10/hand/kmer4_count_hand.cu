// Held-out suite 10 (frozen), hand version of kmer4_count: every block counts into 256
// shared counters, its threads striding over the positions by the whole grid (coalesced),
// then adds its nonzero counters to the global ones (at most 256 atomic adds per block).
// Blocks of 256 threads; counts starts at zero.
extern "C" __global__ void kmer4_count_hand(const unsigned char *__restrict__ seq,
                                            int *__restrict__ counts, int n)
{
    __shared__ int local[256];
    int t = threadIdx.x;
    local[t] = 0;
    __syncthreads();
    for (int i = blockIdx.x * blockDim.x + t; i + 3 < n; i += gridDim.x * blockDim.x) {
        unsigned int code = ((__ldg(seq + i) >> 1) & 3u) << 6 |
                            ((__ldg(seq + i + 1) >> 1) & 3u) << 4 |
                            ((__ldg(seq + i + 2) >> 1) & 3u) << 2 |
                            ((__ldg(seq + i + 3) >> 1) & 3u);
        atomicAdd(&local[code], 1);
    }
    __syncthreads();
    if (local[t] != 0)
        atomicAdd(&counts[t], local[t]);
}
