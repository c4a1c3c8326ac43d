// Held-out suite 11 (frozen), hand version of chunk_abssum_thread0: every warp adds its 32
// magnitudes with shuffles, the first warp adds the eight warp totals. Blocks of 256 threads.
extern "C" __global__ void chunk_abssum_thread0_hand(const float *x, float *sums, int n)
{
    __shared__ float warp_total[8];
    int t = threadIdx.x, lane = t & 31, warp = t >> 5;
    int i = blockIdx.x * 256 + t;
    float v = i < n ? fabsf(x[i]) : 0.0f;
    for (int off = 16; off > 0; off >>= 1)
        v += __shfl_down_sync(0xffffffffu, v, off);
    if (lane == 0)
        warp_total[warp] = v;
    __syncthreads();
    if (warp == 0) {
        v = lane < 8 ? warp_total[lane] : 0.0f;
        for (int off = 4; off > 0; off >>= 1)
            v += __shfl_down_sync(0xffffffffu, v, off);
        if (lane == 0)
            sums[blockIdx.x] = v;
    }
}
