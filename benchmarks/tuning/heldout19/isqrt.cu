// Integer square roots, for the nineteenth held-out set of tuning spaces
// (benchmarks/tuning/spaces.py, space "isqrt"): root[i] = floor(sqrt(value[i])) for 64-bit
// values below 2^63. A block of block_size_x threads takes block_size_x * items values
// (their number a multiple of it), a thread items of them as items / vec groups of vec
// consecutive values (vec=2: read as one ulonglong2 and written as one uint2), the groups
// block_size_x groups apart. method=0 rounds the double-precision square root and corrects
// it by at most a step or two; method=1 starts from the single-precision square root plus
// one and takes two integer Newton steps rounded up (64-bit divisions, never by 0) before
// the same correction; method=2 takes the root digit by digit (32 steps of a compare and
// subtract, no multiplication); method=3 finds it by a binary search over its 32 bits (a
// 64-bit multiplication a step).
#ifndef block_size_x
#define block_size_x 256
#endif
#ifndef items
#define items 2
#endif
#ifndef vec
#define vec 2
#endif
#ifndef method
#define method 0
#endif

// r moved to floor(sqrt(x)) when it is close (r <= 2^32 - 1 + a few)
__device__ __forceinline__ unsigned long long corrected(unsigned long long r,
                                                        unsigned long long x)
{
    while (r * r > x)
        r--;
    while ((r + 1ull) * (r + 1ull) <= x)
        r++;
    return r;
}

// floor(sqrt(x)) for x < 2^63
__device__ __forceinline__ unsigned int integer_sqrt(unsigned long long x)
{
#if method == 0
    unsigned long long r = (unsigned long long)sqrt((double)x);
    return (unsigned int)corrected(r, x);
#elif method == 1
    unsigned long long r = (unsigned long long)sqrtf((float)x) + 1ull;
#pragma unroll
    for (int k = 0; k < 2; k++)
        r = (r + x / r + 1ull) >> 1;
    return (unsigned int)corrected(r, x);
#elif method == 2
    unsigned long long rest = x, root = 0ull, bit = 1ull << 62;
#pragma unroll 4
    for (int k = 0; k < 32; k++) {
        if (rest >= root + bit) {
            rest -= root + bit;
            root = (root >> 1) + bit;
        } else {
            root >>= 1;
        }
        bit >>= 2;
    }
    return (unsigned int)root;
#else
    unsigned long long root = 0ull;
#pragma unroll 4
    for (int b = 31; b >= 0; b--) {
        unsigned long long trial = root | (1ull << b);
        if (trial * trial <= x)
            root = trial;
    }
    return (unsigned int)root;
#endif
}

__global__ void isqrt(unsigned int *root, const unsigned long long *value)
{
    size_t group_first = (size_t)blockIdx.x * (block_size_x * (items / vec));
#pragma unroll
    for (int q = 0; q < items / vec; q++) {
        size_t g = group_first + (size_t)q * block_size_x + threadIdx.x;
#if vec == 2
        ulonglong2 x = ((const ulonglong2 *)value)[g];
        uint2 r;
        r.x = integer_sqrt(x.x);
        r.y = integer_sqrt(x.y);
        ((uint2 *)root)[g] = r;
#else
        root[g] = integer_sqrt(value[g]);
#endif
    }
}
