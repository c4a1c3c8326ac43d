// Held-out suite 13 (frozen), hand version of group64_max_normalize: each thread loads its value
// once; a group of 64 is two warps, each finding its maximum with xor shuffles, the two warp
// maxima met in shared memory. Blocks of exactly 256 (four groups); n is a multiple of 256.
extern "C" __global__ void group64_max_normalize_hand(const float *__restrict__ x,
                                                      float *__restrict__ y, int n)
{
    __shared__ float warp_max[8];
    int t = threadIdx.x;
    int i = blockIdx.x * 256 + t;
    float v = x[i];
    float m = v;
    for (int off = 16; off > 0; off >>= 1)
        m = fmaxf(m, __shfl_xor_sync(0xffffffffu, m, off));
    if ((t & 31) == 0)
        warp_max[t >> 5] = m;
    __syncthreads();
    int pair = (t >> 6) * 2;
    y[i] = v / fmaxf(warp_max[pair], warp_max[pair + 1]);
}
