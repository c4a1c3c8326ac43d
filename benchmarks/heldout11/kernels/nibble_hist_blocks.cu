// Held-out suite 11 (frozen). The histogram of the low nibbles (byte & 15) of every block's
// 4096 bytes: each of the 128 threads counts 32 bytes (a stride of 128) in its own 16
// counters in shared memory, then 16 threads add the threads' counters bin by bin.
// Blocks of 128 threads.
extern "C" __global__ void nibble_hist_blocks(const unsigned char *data, int *hist)
{
    __shared__ int counters[128 * 16];
    int t = threadIdx.x;
    for (int v = 0; v < 16; ++v)
        counters[t * 16 + v] = 0;
    const unsigned char *chunk = data + (size_t)blockIdx.x * 4096;
    for (int k = 0; k < 32; ++k)
        counters[t * 16 + (chunk[k * 128 + t] & 15)] += 1;
    __syncthreads();
    if (t < 16) {
        int total = 0;
        for (int j = 0; j < 128; ++j)
            total += counters[j * 16 + t];
        hist[blockIdx.x * 16 + t] = total;
    }
}
