// Products of 256-bit unsigned integers, for the fifteenth held-out set of tuning spaces
// (benchmarks/tuning/spaces.py, space "bigmul"): prod[16 i] .. prod[16 i + 15] are the 512
// bits of a_i * b_i, a_i the 8 words a[8 i] .. a[8 i + 7] and b_i likewise (32-bit words,
// least significant first), by schoolbook multiplication: row r adds a_i's word r times b_i
// into the product's words r .. r + 8 with 64-bit carries. A block of block_size_x threads
// takes block_size_x * items products (their number a multiple of it), a thread items of
// them, block_size_x apart. vec=4 moves words as uint4s, 1 one at a time. stage=1 copies
// the block's operands into shared memory with consecutive threads on consecutive words, and
// writes its products the same way through shared memory; stage=0 has each thread read and
// write its own products' words in global memory. loop_unroll=1 unrolls the rows (the words
// stay in registers), 0 keeps them a loop.
#ifndef block_size_x
#define block_size_x 128
#endif
#ifndef items
#define items 1
#endif
#ifndef vec
#define vec 4
#endif
#ifndef stage
#define stage 1
#endif
#ifndef loop_unroll
#define loop_unroll 1
#endif
#define WORDS 8
#define TILE (block_size_x * items)

// copies the count words of from to to (global or shared memory, aligned to 16 bytes), a
// thread vec words at a time, the block's threads one after another
__device__ __forceinline__ void move_words(unsigned int *to, const unsigned int *from,
                                           int count)
{
#if vec == 4
    for (int w = threadIdx.x; w < count / 4; w += block_size_x)
        ((uint4 *)to)[w] = ((const uint4 *)from)[w];
#else
    for (int w = threadIdx.x; w < count; w += block_size_x)
        to[w] = from[w];
#endif
}

__device__ __forceinline__ void multiply(unsigned int *r, const unsigned int *x,
                                         const unsigned int *y)
{
#pragma unroll
    for (int c = 0; c < 2 * WORDS; c++)
        r[c] = 0;
#if loop_unroll == 1
#pragma unroll
#else
#pragma unroll 1
#endif
    for (int row = 0; row < WORDS; row++) {
        unsigned long long carry = 0;
#pragma unroll
        for (int c = 0; c < WORDS; c++) {
            unsigned long long t = (unsigned long long)x[row] * y[c] + r[row + c] + carry;
            r[row + c] = (unsigned int)t;
            carry = t >> 32;
        }
        r[row + WORDS] = (unsigned int)carry;
    }
}

__global__ void bigmul(unsigned int *prod, const unsigned int *a, const unsigned int *b)
{
    size_t block_first = (size_t)blockIdx.x * TILE;
#if stage == 1
    __shared__ uint4 s_vec[TILE * 2 * WORDS / 4];
    unsigned int *s_words = (unsigned int *)s_vec;
    move_words(s_words, a + block_first * WORDS, TILE * WORDS);
    move_words(s_words + TILE * WORDS, b + block_first * WORDS, TILE * WORDS);
    __syncthreads();
    unsigned int r[items][2 * WORDS];
#pragma unroll
    for (int k = 0; k < items; k++) {
        int p = threadIdx.x + k * block_size_x;
        multiply(r[k], s_words + p * WORDS, s_words + (TILE + p) * WORDS);
    }
    __syncthreads();
#pragma unroll
    for (int k = 0; k < items; k++) {
        int p = threadIdx.x + k * block_size_x;
#pragma unroll
        for (int c = 0; c < 2 * WORDS; c++)
            s_words[p * 2 * WORDS + c] = r[k][c];
    }
    __syncthreads();
    move_words(prod + block_first * 2 * WORDS, s_words, TILE * 2 * WORDS);
#else
#pragma unroll
    for (int k = 0; k < items; k++) {
        size_t p = block_first + threadIdx.x + (size_t)k * block_size_x;
        unsigned int x[WORDS], y[WORDS], r[2 * WORDS];
#if vec == 4
#pragma unroll
        for (int w = 0; w < WORDS / 4; w++) {
            uint4 u = ((const uint4 *)(a + p * WORDS))[w];
            uint4 v = ((const uint4 *)(b + p * WORDS))[w];
            x[4 * w] = u.x;
            x[4 * w + 1] = u.y;
            x[4 * w + 2] = u.z;
            x[4 * w + 3] = u.w;
            y[4 * w] = v.x;
            y[4 * w + 1] = v.y;
            y[4 * w + 2] = v.z;
            y[4 * w + 3] = v.w;
        }
#else
#pragma unroll
        for (int w = 0; w < WORDS; w++) {
            x[w] = a[p * WORDS + w];
            y[w] = b[p * WORDS + w];
        }
#endif
        multiply(r, x, y);
#if vec == 4
#pragma unroll
        for (int w = 0; w < 2 * WORDS / 4; w++)
            ((uint4 *)(prod + p * 2 * WORDS))[w] = make_uint4(r[4 * w], r[4 * w + 1],
                                                              r[4 * w + 2], r[4 * w + 3]);
#else
#pragma unroll
        for (int c = 0; c < 2 * WORDS; c++)
            prod[p * 2 * WORDS + c] = r[c];
#endif
    }
#endif
}
