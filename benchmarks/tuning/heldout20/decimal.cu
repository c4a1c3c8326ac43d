// Fixed-width decimal formatting, for the twentieth held-out set of tuning spaces
// (benchmarks/tuning/spaces.py, space "decimal"): text[DIGITS i .. DIGITS i + DIGITS - 1]
// are the DIGITS decimal digits ('0' .. '9', most significant first, zero padded) of the
// 64-bit value[i] < 10^DIGITS. A block of block_size_x threads takes block_size_x * items
// values (their number a multiple of it), a thread items of them block_size_x apart.
// method=0 divides the 64-bit value by 10 a digit at a time; method=1 splits it by 10^8
// into two 32-bit halves and divides those by 10; method=2, 3, 4 split it the same way and
// take two digits at a time (a remainder by 100) from a 200-character table of the pairs
// "00" .. "99" in global, constant (c_pairs, filled by the host) or shared memory (the
// block copies it in first). store=0 writes the characters a byte at a time, store=1 packs
// them into four 32-bit words written as one uint4.
#ifndef block_size_x
#define block_size_x 256
#endif
#ifndef items
#define items 2
#endif
#ifndef method
#define method 1
#endif
#ifndef store
#define store 1
#endif

#define DIGITS 16
#define HALF 100000000ull

__constant__ unsigned char c_pairs[200];

#if method == 4
#define PAIR(v) s_pairs[v]
#elif method == 3
#define PAIR(v) c_pairs[v]
#else
#define PAIR(v) pairs[v]
#endif

__global__ void decimal(unsigned char *text, const unsigned long long *value,
                        const unsigned char *pairs)
{
#if method == 4
    __shared__ unsigned char s_pairs[200];
    for (int k = threadIdx.x; k < 200; k += block_size_x)
        s_pairs[k] = pairs[k];
    __syncthreads();
#endif
    size_t first = (size_t)blockIdx.x * (block_size_x * items);
#pragma unroll
    for (int q = 0; q < items; q++) {
        size_t i = first + (size_t)q * block_size_x + threadIdx.x;
        unsigned long long v = value[i];
        unsigned int chars[DIGITS];
#if method == 0
#pragma unroll
        for (int k = DIGITS - 1; k >= 0; k--) {
            chars[k] = 48u + (unsigned int)(v % 10ull);
            v /= 10ull;
        }
#else
        unsigned long long high = v / HALF;
        unsigned int halves[2] = {(unsigned int)high, (unsigned int)(v - high * HALF)};
#pragma unroll
        for (int h = 0; h < 2; h++) {
            unsigned int x = halves[h];
#if method == 1
#pragma unroll
            for (int k = 7; k >= 0; k--) {
                chars[8 * h + k] = 48u + x % 10u;
                x /= 10u;
            }
#else
#pragma unroll
            for (int k = 3; k >= 0; k--) {
                unsigned int pair = x % 100u;
                x /= 100u;
                chars[8 * h + 2 * k] = PAIR(2u * pair);
                chars[8 * h + 2 * k + 1] = PAIR(2u * pair + 1u);
            }
#endif
        }
#endif
#if store == 1
        uint4 packed;
        unsigned int words[4];
#pragma unroll
        for (int w = 0; w < 4; w++)
            words[w] = chars[4 * w] | (chars[4 * w + 1] << 8) | (chars[4 * w + 2] << 16) |
                       (chars[4 * w + 3] << 24);
        packed.x = words[0];
        packed.y = words[1];
        packed.z = words[2];
        packed.w = words[3];
        ((uint4 *)text)[i] = packed;
#else
#pragma unroll
        for (int k = 0; k < DIGITS; k++)
            text[i * DIGITS + k] = (unsigned char)chars[k];
#endif
    }
}
