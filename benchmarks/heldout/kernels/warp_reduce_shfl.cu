// Held-out suite (frozen). Per-block sum of ints: a warp-shuffle tree in each warp, the warp
// sums through shared memory, and a shuffle tree in warp 0. blockDim.x is a multiple of 32
// (at most 1024); n is the number of elements (grid * block covers it).
extern "C" __global__ void warp_reduce_shfl(const int *in, int *out, int n)
{
    __shared__ int warp_sums[32];
    int g = blockIdx.x * blockDim.x + threadIdx.x;
    int lane = threadIdx.x & 31;
    int warp = threadIdx.x >> 5;
    int v = g < n ? in[g] : 0;
    for (int off = 16; off > 0; off >>= 1)
        v += __shfl_down_sync(0xffffffffu, v, off);
    if (lane == 0)
        warp_sums[warp] = v;
    __syncthreads();
    if (warp == 0) {
        int nw = blockDim.x >> 5;
        v = lane < nw ? warp_sums[lane] : 0;
        for (int off = 16; off > 0; off >>= 1)
            v += __shfl_down_sync(0xffffffffu, v, off);
        if (lane == 0)
            out[blockIdx.x] = v;
    }
}
