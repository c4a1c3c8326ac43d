// Held-out suite 13 (frozen), hand version of wrap_sum_u32_oneblock: a grid of many blocks of
// 256 threads (a few per SM) adds a grid-stride loop per thread, reading four words at a time
// as a uint4 where the array allows, reduces each warp with shuffles and the block's eight
// warp sums in shared memory, and adds the block's sum to total with one atomic. total starts
// at zero; blocks of exactly 256.
extern "C" __global__ void wrap_sum_u32_oneblock_hand(const unsigned int *__restrict__ w,
                                                      unsigned int *__restrict__ total, int n)
{
    __shared__ unsigned int warp_sums[8];
    int t = threadIdx.x;
    int stride = gridDim.x * blockDim.x;
    int first = blockIdx.x * blockDim.x + t;
    unsigned int s = 0u;
    int quads = n >> 2;
    const uint4 *w4 = (const uint4 *)w;
    for (int q = first; q < quads; q += stride) {
        uint4 v = w4[q];
        s += v.x + v.y + v.z + v.w;
    }
    for (int i = 4 * quads + first; i < n; i += stride)
        s += w[i];
    for (int off = 16; off > 0; off >>= 1)
        s += __shfl_down_sync(0xffffffffu, s, off);
    if ((t & 31) == 0)
        warp_sums[t >> 5] = s;
    __syncthreads();
    if (t < 32) {
        s = (t < 8) ? warp_sums[t] : 0u;
        for (int off = 4; off > 0; off >>= 1)
            s += __shfl_down_sync(0xffffffffu, s, off);
        if (t == 0)
            atomicAdd(total, s);
    }
}
