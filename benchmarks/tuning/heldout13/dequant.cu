// Dequantization of 4-bit weights in groups of 64, for the thirteenth held-out set of tuning
// spaces (benchmarks/tuning/spaces.py, space "dequant"): word w of q packs the eight
// unsigned 4-bit values of elements 8 w .. 8 w + 7 (element 8 w + k in bits 4 k .. 4 k + 3),
// and out[e] = (value of e - zero[g]) * scale[g] for e's group g = e / 64 (eight words a
// group). A block of block_size_x threads takes block_size_x * items words, a thread items
// of them in chunks of vec consecutive words (read as an unsigned int, uint2 or uint4),
// chunks block_size_x * vec words apart; each word's scale and zero point are read from
// global memory. write=1 stores a word's eight outputs as two int4s, write=0 as eight ints.
#ifndef block_size_x
#define block_size_x 128
#endif
#ifndef items
#define items 4
#endif
#ifndef vec
#define vec 2
#endif
#ifndef write
#define write 1
#endif
#define CHUNKS (items / vec)
#define GROUP_WORDS 8

__device__ __forceinline__ void dequant_word(int *out, const int *scale, const int *zero,
                                             size_t w, unsigned int q)
{
    size_t g = w / GROUP_WORDS;
    int s = scale[g], z = zero[g];
    int v[8];
#pragma unroll
    for (int k = 0; k < 8; k++)
        v[k] = ((int)((q >> (4 * k)) & 15u) - z) * s;
#if write == 1
    ((int4 *)out)[2 * w] = make_int4(v[0], v[1], v[2], v[3]);
    ((int4 *)out)[2 * w + 1] = make_int4(v[4], v[5], v[6], v[7]);
#else
#pragma unroll
    for (int k = 0; k < 8; k++)
        out[8 * w + k] = v[k];
#endif
}

__global__ void dequant(int *out, const unsigned int *q, const int *scale, const int *zero)
{
    size_t first = (size_t)blockIdx.x * block_size_x * CHUNKS;
#pragma unroll
    for (int c = 0; c < CHUNKS; c++) {
        size_t i = first + (size_t)c * block_size_x + threadIdx.x;
#if vec == 4
        uint4 u = ((const uint4 *)q)[i];
        dequant_word(out, scale, zero, 4 * i, u.x);
        dequant_word(out, scale, zero, 4 * i + 1, u.y);
        dequant_word(out, scale, zero, 4 * i + 2, u.z);
        dequant_word(out, scale, zero, 4 * i + 3, u.w);
#elif vec == 2
        uint2 u = ((const uint2 *)q)[i];
        dequant_word(out, scale, zero, 2 * i, u.x);
        dequant_word(out, scale, zero, 2 * i + 1, u.y);
#else
        dequant_word(out, scale, zero, i, q[i]);
#endif
    }
}
