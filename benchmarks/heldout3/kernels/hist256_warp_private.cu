// Held-out suite 3 (frozen). 256-bin histogram of the bytes of a word array: every warp of
// the 256-thread block counts into its own shared copy (shared atomics), threads walk the
// words grid-stride, then the block adds its eight copies into the global bins (atomics).
extern "C" __global__ void hist256_warp_private(const unsigned int *words, int *hist, int n)
{
    __shared__ int sh[8 * 256];
    int t = threadIdx.x;
    for (int b = t; b < 8 * 256; b += 256)
        sh[b] = 0;
    __syncthreads();
    int w = (t >> 5) * 256;
    for (int i = blockIdx.x * 256 + t; i < n; i += gridDim.x * 256) {
        unsigned int v = words[i];
        atomicAdd(&sh[w + (v & 255)], 1);
        atomicAdd(&sh[w + ((v >> 8) & 255)], 1);
        atomicAdd(&sh[w + ((v >> 16) & 255)], 1);
        atomicAdd(&sh[w + (v >> 24)], 1);
    }
    __syncthreads();
    int sum = 0;
    for (int k = 0; k < 8; k++)
        sum += sh[k * 256 + t];
    atomicAdd(&hist[t], sum);
}
