// Held-out suite 8 (frozen), hand version of dot_i32_atomic: threads accumulate in a
// register while striding over the vectors by the whole grid (int4 loads, coalesced), warps
// add by xor shuffles, then one atomic add per block. Blocks of 256 threads; n is a
// multiple of 4.
extern "C" __global__ void dot_i32_atomic_hand(const int *x, const int *y, int *result, int n)
{
    __shared__ int warp_sum[8];
    int t = threadIdx.x;
    int acc = 0;
    for (int w = blockIdx.x * blockDim.x + t; 4 * w < n; w += gridDim.x * blockDim.x) {
        int4 a = ((const int4 *)x)[w];
        int4 b = ((const int4 *)y)[w];
        acc += a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w;
    }
    for (int off = 16; off > 0; off >>= 1)
        acc += __shfl_xor_sync(0xffffffffu, acc, off);
    if (t % 32 == 0)
        warp_sum[t / 32] = acc;
    __syncthreads();
    if (t == 0) {
        int s = 0;
        for (int k = 0; k < 8; k++)
            s += warp_sum[k];
        atomicAdd(result, s);
    }
}
