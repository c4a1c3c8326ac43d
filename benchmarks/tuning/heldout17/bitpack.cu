// Fixed-width bit packing of 11-bit integers, for the seventeenth held-out set of tuning
// spaces (benchmarks/tuning/spaces.py, space "bitpack"): the 32 values of group g
// (values[32 g .. 32 g + 31], each below 2^11) become the 11 words packed[11 g .. 11 g + 10],
// value i of the group at bits 11 i .. 11 i + 10 of the group's 352-bit stream, bit b of the
// stream being bit b & 31 of word b >> 5. A block of block_size_x threads takes
// block_size_x * items groups (their number a multiple of it), a thread items of them,
// block_size_x apart. vec=4 reads values four at a time as uint4s, vec=1 one at a time.
// stage=0 has each thread read its group's values from global memory, 1 has the block copy
// its block_size_x groups of a step into shared memory first (coalesced), 2 the same with
// each group's row padded to 33 words. method=0 packs a group serially through a 64-bit
// accumulator, 1 builds each output word from the (at most four) values that touch it.
#ifndef block_size_x
#define block_size_x 128
#endif
#ifndef items
#define items 2
#endif
#ifndef vec
#define vec 4
#endif
#ifndef stage
#define stage 2
#endif
#ifndef method
#define method 0
#endif
#define WIDTH 11
#define GROUP 32
#if stage == 2
#define ROW 33
#else
#define ROW 32
#endif

// writes the WIDTH packed words of the GROUP values val to dst
__device__ __forceinline__ void pack_group(unsigned int *dst, const unsigned int *val)
{
#if method == 0
    unsigned long long acc = 0;
    int filled = 0;
    int word = 0;
#pragma unroll
    for (int i = 0; i < GROUP; i++) {
        acc |= (unsigned long long)val[i] << filled;
        filled += WIDTH;
        if (filled >= 32) {
            dst[word++] = (unsigned int)acc;
            acc >>= 32;
            filled -= 32;
        }
    }
#else
#pragma unroll
    for (int w = 0; w < WIDTH; w++) {
        unsigned int out_word = 0;
#pragma unroll
        for (int i = (32 * w) / WIDTH; i <= (32 * w + 31) / WIDTH; i++) {
            int shift = WIDTH * i - 32 * w;
            out_word |= shift >= 0 ? val[i] << shift : val[i] >> -shift;
        }
        dst[w] = out_word;
    }
#endif
}

__global__ void bitpack(unsigned int *packed, const unsigned int *values)
{
#if stage > 0
    __shared__ unsigned int s_vals[block_size_x * ROW];
#endif
#pragma unroll
    for (int v = 0; v < items; v++) {
        size_t step_first = ((size_t)blockIdx.x * items + v) * block_size_x;
        size_t group = step_first + threadIdx.x;
        unsigned int val[GROUP];
#if stage > 0
        const unsigned int *src = values + step_first * GROUP;
        for (int k = threadIdx.x * vec; k < block_size_x * GROUP; k += block_size_x * vec) {
            int row = k / GROUP, lane = k % GROUP;
#if vec == 4
            uint4 u = *(const uint4 *)(src + k);
            s_vals[row * ROW + lane] = u.x;
            s_vals[row * ROW + lane + 1] = u.y;
            s_vals[row * ROW + lane + 2] = u.z;
            s_vals[row * ROW + lane + 3] = u.w;
#else
            s_vals[row * ROW + lane] = src[k];
#endif
        }
        __syncthreads();
#pragma unroll
        for (int i = 0; i < GROUP; i++)
            val[i] = s_vals[threadIdx.x * ROW + i];
        __syncthreads();
#else
        const unsigned int *src = values + group * GROUP;
#if vec == 4
#pragma unroll
        for (int i = 0; i < GROUP; i += 4) {
            uint4 u = *(const uint4 *)(src + i);
            val[i] = u.x;
            val[i + 1] = u.y;
            val[i + 2] = u.z;
            val[i + 3] = u.w;
        }
#else
#pragma unroll
        for (int i = 0; i < GROUP; i++)
            val[i] = src[i];
#endif
#endif
        pack_group(packed + group * WIDTH, val);
    }
}
