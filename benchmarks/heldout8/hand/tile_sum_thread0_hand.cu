// Held-out suite 8 (frozen), hand version of tile_sum_thread0: every warp adds its 32
// values by xor shuffles, the eight warp sums go through shared memory and the first warp
// adds them by shuffles. Blocks of 256 threads.
extern "C" __global__ void tile_sum_thread0_hand(const float *x, float *partial, int n)
{
    __shared__ float warp_sum[8];
    int t = threadIdx.x;
    int i = blockIdx.x * 256 + t;
    float v = i < n ? x[i] : 0.0f;
    for (int off = 16; off > 0; off >>= 1)
        v += __shfl_xor_sync(0xffffffffu, v, off);
    if (t % 32 == 0)
        warp_sum[t / 32] = v;
    __syncthreads();
    if (t < 32) {
        v = t < 8 ? warp_sum[t] : 0.0f;
        for (int off = 4; off > 0; off >>= 1)
            v += __shfl_xor_sync(0xffffffffu, v, off);
        if (t == 0)
            partial[blockIdx.x] = v;
    }
}
