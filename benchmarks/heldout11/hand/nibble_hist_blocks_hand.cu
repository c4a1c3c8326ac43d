// Held-out suite 11 (frozen), hand version of nibble_hist_blocks: the counters are laid out
// value-major with a padded row (counters[v * 129 + t]): a warp's increments fall in
// consecutive banks shifted by the value, and the 16 summing threads read rows 129 words
// apart (distinct banks). Blocks of 128 threads.
extern "C" __global__ void nibble_hist_blocks_hand(const unsigned char *__restrict__ data,
                                                   int *__restrict__ hist)
{
    __shared__ int counters[16 * 129];
    int t = threadIdx.x;
    for (int v = 0; v < 16; ++v)
        counters[v * 129 + t] = 0;
    const unsigned char *chunk = data + (size_t)blockIdx.x * 4096;
    for (int k = 0; k < 32; ++k)
        counters[(chunk[k * 128 + t] & 15) * 129 + t] += 1;
    __syncthreads();
    if (t < 16) {
        int total = 0;
        for (int j = 0; j < 128; ++j)
            total += counters[t * 129 + j];
        hist[blockIdx.x * 16 + t] = total;
    }
}
