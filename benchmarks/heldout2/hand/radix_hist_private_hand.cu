// Held-out suite 2 (frozen), hand version of radix_hist_private: the per-thread counters laid
// out digit-major (cnt[d * 256 + t]: a warp's increments hit 32 different banks), and all
// 256 threads take part in the final sums (16 partial sums per digit, then 16 threads).
extern "C" __global__ void radix_hist_private_hand(const unsigned int *keys, int *hist,
                                                   int shift, int n)
{
    __shared__ int cnt[16 * 256];
    __shared__ int part[256];
    int t = threadIdx.x;
    for (int d = 0; d < 16; d++)
        cnt[d * 256 + t] = 0;
    int base = blockIdx.x * 4096;
    for (int it = 0; it < 16; it++) {
        unsigned int key = keys[base + it * 256 + t];
        int d = (key >> shift) & 15;
        cnt[d * 256 + t] += 1;
    }
    __syncthreads();
    int b = t >> 4, q = t & 15;
    int s = 0;
    for (int j = 0; j < 16; j++)
        s += cnt[b * 256 + j * 16 + q];
    part[t] = s;
    __syncthreads();
    if (t < 16) {
        int tot = 0;
        for (int j = 0; j < 16; j++)
            tot += part[t * 16 + j];
        hist[t * gridDim.x + blockIdx.x] = tot;
    }
}
