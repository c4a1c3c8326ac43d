// Base64 encoding (RFC 4648 alphabet, no line breaks), for the eighteenth held-out set of
// tuning spaces (benchmarks/tuning/spaces.py, space "base64"): the 12 bytes of group g
// (data[12 g .. 12 g + 11]) become the 16 characters text[16 g .. 16 g + 15], each three
// bytes b0 b1 b2 the four characters of the 6-bit fields of b0 << 16 | b1 << 8 | b2, high
// field first. A block of block_size_x threads takes block_size_x * items groups (their
// number a multiple of it), a thread items of them, block_size_x apart. vec=4 reads a group
// as three words and writes its characters as one uint4, vec=1 a byte at a time. lut_in=0
// maps a field to its character by arithmetic (comparisons, no table), 1 through the
// 64-byte alphabet in global memory, 2 in constant memory (c_alphabet, filled by the host),
// 3 in shared memory (the block copies it in first).
#ifndef block_size_x
#define block_size_x 256
#endif
#ifndef items
#define items 2
#endif
#ifndef vec
#define vec 4
#endif
#ifndef lut_in
#define lut_in 0
#endif

__constant__ unsigned char c_alphabet[64];

#if lut_in == 3
#define ALPHABET(v) s_alphabet[v]
#elif lut_in == 2
#define ALPHABET(v) c_alphabet[v]
#else
#define ALPHABET(v) alphabet[v]
#endif

// the character of the 6-bit field v, computed without a table
__device__ __forceinline__ unsigned int field_char(unsigned int v)
{
    unsigned int c = v + 65u;
    c += (v >= 26u) ? 6u : 0u;
    c -= (v >= 52u) ? 75u : 0u;
    c -= (v == 62u) ? 15u : 0u;
    c -= (v == 63u) ? 12u : 0u;
    return c;
}

__global__ void base64(unsigned char *text, const unsigned char *data,
                       const unsigned char *alphabet)
{
#if lut_in == 3
    __shared__ unsigned char s_alphabet[64];
    for (int k = threadIdx.x; k < 64; k += block_size_x)
        s_alphabet[k] = alphabet[k];
    __syncthreads();
#endif
    size_t group_first = (size_t)blockIdx.x * (block_size_x * items);
#pragma unroll
    for (int q = 0; q < items; q++) {
        size_t g = group_first + (size_t)q * block_size_x + threadIdx.x;
        unsigned int byte[12];
#if vec == 4
        const unsigned int *words = (const unsigned int *)(data + g * 12);
#pragma unroll
        for (int w = 0; w < 3; w++) {
            unsigned int word = words[w];
#pragma unroll
            for (int k = 0; k < 4; k++)
                byte[4 * w + k] = (word >> (8 * k)) & 255u;
        }
#else
#pragma unroll
        for (int k = 0; k < 12; k++)
            byte[k] = data[g * 12 + k];
#endif
        unsigned int chars[16];
#pragma unroll
        for (int t = 0; t < 4; t++) {
            unsigned int triple = byte[3 * t] << 16 | byte[3 * t + 1] << 8 | byte[3 * t + 2];
#pragma unroll
            for (int f = 0; f < 4; f++) {
                unsigned int v = (triple >> (18 - 6 * f)) & 63u;
#if lut_in == 0
                chars[4 * t + f] = field_char(v);
#else
                chars[4 * t + f] = ALPHABET(v);
#endif
            }
        }
#if vec == 4
        uint4 out;
        out.x = chars[0] | chars[1] << 8 | chars[2] << 16 | chars[3] << 24;
        out.y = chars[4] | chars[5] << 8 | chars[6] << 16 | chars[7] << 24;
        out.z = chars[8] | chars[9] << 8 | chars[10] << 16 | chars[11] << 24;
        out.w = chars[12] | chars[13] << 8 | chars[14] << 16 | chars[15] << 24;
        *(uint4 *)(text + g * 16) = out;
#else
#pragma unroll
        for (int k = 0; k < 16; k++)
            text[g * 16 + k] = (unsigned char)chars[k];
#endif
    }
}
