// Held-out suite 2 (frozen). Radix-sort digit histogram: each block of 256 threads counts the
// 4-bit digit (key >> shift) & 15 of its 4096 keys into per-thread counters in shared memory
// (thread t's 16 counters contiguous), then thread d < 16 adds up digit d over the threads and
// writes hist[d * nblocks + block]. n is a multiple of 4096.
extern "C" __global__ void radix_hist_private(const unsigned int *keys, int *hist, int shift,
                                              int n)
{
    __shared__ int cnt[256 * 16];
    int t = threadIdx.x;
    for (int d = 0; d < 16; d++)
        cnt[t * 16 + d] = 0;
    int base = blockIdx.x * 4096;
    for (int it = 0; it < 16; it++) {
        unsigned int key = keys[base + it * 256 + t];
        int d = (key >> shift) & 15;
        cnt[t * 16 + d] += 1;
    }
    __syncthreads();
    if (t < 16) {
        int s = 0;
        for (int j = 0; j < 256; j++)
            s += cnt[j * 16 + t];
        hist[t * gridDim.x + blockIdx.x] = s;
    }
}
