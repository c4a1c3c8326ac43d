// Held-out suite 14 (frozen), hand version of rainfall_cumsum_naive: a block of 256 threads per
// season (seg must be 256), each day's value read once (coalesced; 0 past the end); an
// inclusive scan per warp with up shuffles (all 32 lanes take part), the eight warp totals
// written to shared memory, and after a barrier each thread adds the totals of the warps
// before its own. Blocks of exactly 256 on a grid of ceil(n / 256).
extern "C" __global__ void rainfall_cumsum_naive_hand(const int *__restrict__ rain,
                                                      int *__restrict__ total, int seg, int n)
{
    __shared__ int warp_total[8];
    int t = threadIdx.x;
    int lane = t & 31, warp = t >> 5;
    int i = blockIdx.x * 256 + t;
    int x = (i < n) ? rain[i] : 0;
    for (int off = 1; off < 32; off <<= 1) {
        int y = __shfl_up_sync(0xffffffffu, x, off);
        if (lane >= off)
            x += y;
    }
    if (lane == 31)
        warp_total[warp] = x;
    __syncthreads();
    for (int w = 0; w < warp; w++)
        x += warp_total[w];
    if (i < n)
        total[i] = x;
}
