// ChaCha20 keystream generation, for the eighteenth held-out set of tuning spaces
// (benchmarks/tuning/spaces.py, space "chacha20"): block b of the keystream is the 16 words
// keystream[16 b .. 16 b + 15], the ChaCha20 block function (RFC 8439: 20 rounds, the
// input state added at the end) of the state made of the four constant words, the eight
// key words, the block counter b and the three nonce words. A block of block_size_x threads
// takes block_size_x * items keystream blocks, a thread items of them, block_size_x apart.
// vec=4 writes a keystream block as four uint4s, vec=1 a word at a time. rot=0 rotates by a
// shift and an or, 1 by the funnel shift intrinsic. loop_unroll=0 keeps the loop of ten
// double rounds, 1 unrolls it fully. key_nonce holds the eight key words then the three
// nonce words.
#ifndef block_size_x
#define block_size_x 256
#endif
#ifndef items
#define items 2
#endif
#ifndef vec
#define vec 4
#endif
#ifndef rot
#define rot 1
#endif
#ifndef loop_unroll
#define loop_unroll 0
#endif

__device__ __forceinline__ unsigned int rotate_left(unsigned int x, int n)
{
#if rot == 1
    return __funnelshift_l(x, x, n);
#else
    return (x << n) | (x >> (32 - n));
#endif
}

#define QUARTER_ROUND(a, b, c, d)              \
    a += b; d ^= a; d = rotate_left(d, 16);    \
    c += d; b ^= c; b = rotate_left(b, 12);    \
    a += b; d ^= a; d = rotate_left(d, 8);     \
    c += d; b ^= c; b = rotate_left(b, 7);

__global__ void chacha20(unsigned int *keystream, const unsigned int *key_nonce)
{
    unsigned int input[16];
    input[0] = 0x61707865u;
    input[1] = 0x3320646eu;
    input[2] = 0x79622d32u;
    input[3] = 0x6b206574u;
#pragma unroll
    for (int k = 0; k < 11; k++) {
        input[4 + k] = key_nonce[k];
    }
    // input[12] is the counter: the nonce words go to 13..15
    input[15] = input[14];
    input[14] = input[13];
    input[13] = input[12];
    size_t block_first = (size_t)blockIdx.x * (block_size_x * items);
#pragma unroll
    for (int q = 0; q < items; q++) {
        size_t b = block_first + (size_t)q * block_size_x + threadIdx.x;
        input[12] = (unsigned int)b;
        unsigned int x[16];
#pragma unroll
        for (int k = 0; k < 16; k++)
            x[k] = input[k];
#if loop_unroll == 1
#pragma unroll
#else
#pragma unroll 1
#endif
        for (int r = 0; r < 10; r++) {
            QUARTER_ROUND(x[0], x[4], x[8], x[12])
            QUARTER_ROUND(x[1], x[5], x[9], x[13])
            QUARTER_ROUND(x[2], x[6], x[10], x[14])
            QUARTER_ROUND(x[3], x[7], x[11], x[15])
            QUARTER_ROUND(x[0], x[5], x[10], x[15])
            QUARTER_ROUND(x[1], x[6], x[11], x[12])
            QUARTER_ROUND(x[2], x[7], x[8], x[13])
            QUARTER_ROUND(x[3], x[4], x[9], x[14])
        }
#pragma unroll
        for (int k = 0; k < 16; k++)
            x[k] += input[k];
        unsigned int *out = keystream + b * 16;
#if vec == 4
#pragma unroll
        for (int k = 0; k < 4; k++)
            ((uint4 *)out)[k] = make_uint4(x[4 * k], x[4 * k + 1], x[4 * k + 2], x[4 * k + 3]);
#else
#pragma unroll
        for (int k = 0; k < 16; k++)
            out[k] = x[k];
#endif
    }
}
