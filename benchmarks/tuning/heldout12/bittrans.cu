// Transposes of many 32 x 32 bit matrices, the step that turns 32 words into bit slices,
// for the twelfth held-out set of tuning spaces (benchmarks/tuning/spaces.py, space
// "bittrans"): matrix m is the 32 unsigned ints in[32 m .. 32 m + 31], bit j of word i its
// entry (i, j), and bit i of out[32 m + j] is bit j of in[32 m + i]. A warp transposes a
// matrix at a time, lane i holding word i: method=0 by 32 ballots (ballot j gathers the
// lanes' bits j, kept by lane j); method=1 by five rounds of xor shuffles, each swapping
// the off-diagonal blocks of a half, a quarter ... of the matrix between lanes s apart;
// method=2 through shared memory (lane j collects bit j of the 32 words there). A block of
// block_size_x threads takes block_size_x / 32 * items matrices, a warp items of them,
// block_size_x / 32 matrices apart; loop_unroll=1 unrolls a warp's items (their loads in
// flight together), loop_unroll=0 does them one after another.
#ifndef block_size_x
#define block_size_x 128
#endif
#ifndef items
#define items 2
#endif
#ifndef method
#define method 1
#endif
#ifndef loop_unroll
#define loop_unroll 1
#endif
#define WARPS (block_size_x / 32)
#define FULL 0xffffffffu

__device__ __forceinline__ unsigned int transpose_warp(unsigned int r, int lane,
                                                       unsigned int *s_row)
{
#if method == 0
    unsigned int v = 0;
#pragma unroll
    for (int j = 0; j < 32; j++) {
        unsigned int b = __ballot_sync(FULL, (r >> j) & 1u);
        if (lane == j)
            v = b;
    }
    return v;
#elif method == 1
    unsigned int mask = 0xffff0000u;
#pragma unroll
    for (int s = 16; s > 0; s >>= 1) {
        unsigned int p = __shfl_xor_sync(FULL, r, s);
        if (lane & s)
            r = (r & mask) | ((p & mask) >> s);
        else
            r = (r & ~mask) | ((p & ~mask) << s);
        mask ^= mask >> (s >> 1);
    }
    return r;
#else
    s_row[lane] = r;
    __syncwarp();
    unsigned int v = 0;
#pragma unroll
    for (int i = 0; i < 32; i++)
        v |= ((s_row[i] >> lane) & 1u) << i;
    __syncwarp();
    return v;
#endif
}

__global__ void bittrans(unsigned int *out, const unsigned int *in)
{
    int lane = threadIdx.x % 32, w = threadIdx.x / 32;
#if method == 2
    __shared__ unsigned int s_rows[WARPS][32];
    unsigned int *s_row = s_rows[w];
#else
    unsigned int *s_row = 0;
#endif
    size_t first = (size_t)blockIdx.x * WARPS * items + w;
#if loop_unroll == 1
#pragma unroll
#else
#pragma unroll 1
#endif
    for (int k = 0; k < items; k++) {
        size_t e = (first + (size_t)k * WARPS) * 32 + lane;
        out[e] = transpose_warp(in[e], lane, s_row);
    }
}
