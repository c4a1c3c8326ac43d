// Greatest common divisors of pairs of unsigned ints, for the eleventh held-out set of
// tuning spaces (benchmarks/tuning/spaces.py, space "gcd"): g[i] = gcd(a[i], b[i])
// (gcd(0, v) = v). A block of block_size_x threads takes block_size_x * items pairs, a
// thread items of them in chunks of vec consecutive pairs (read and written as unsigned
// ints, uint2 or uint4), chunks block_size_x * vec pairs apart. method=0: Euclid's
// algorithm with the remainder; method=1: Stein's binary algorithm, trailing zeros
// stripped at once with __ffs; method=2: Stein's, trailing zeros stripped one shift at a
// time.
#ifndef block_size_x
#define block_size_x 128
#endif
#ifndef items
#define items 4
#endif
#ifndef vec
#define vec 2
#endif
#ifndef method
#define method 1
#endif
#define CHUNKS (items / vec)

__device__ __forceinline__ unsigned int gcd1(unsigned int u, unsigned int v)
{
#if method == 0
    while (v != 0) {
        unsigned int r = u % v;
        u = v;
        v = r;
    }
    return u;
#else
    if (u == 0)
        return v;
    if (v == 0)
        return u;
#if method == 1
    int shift = __ffs(u | v) - 1;
    u >>= __ffs(u) - 1;
    do {
        v >>= __ffs(v) - 1;
        if (u > v) {
            unsigned int t = u;
            u = v;
            v = t;
        }
        v -= u;
    } while (v != 0);
#else
    int shift = 0;
    while (((u | v) & 1u) == 0) {
        u >>= 1;
        v >>= 1;
        shift++;
    }
    while ((u & 1u) == 0)
        u >>= 1;
    do {
        while ((v & 1u) == 0)
            v >>= 1;
        if (u > v) {
            unsigned int t = u;
            u = v;
            v = t;
        }
        v -= u;
    } while (v != 0);
#endif
    return u << shift;
#endif
}

__global__ void gcd(unsigned int *g, const unsigned int *a, const unsigned int *b)
{
    size_t first = (size_t)blockIdx.x * block_size_x * CHUNKS;
#pragma unroll
    for (int c = 0; c < CHUNKS; c++) {
        size_t q = first + c * block_size_x + threadIdx.x;
#if vec == 4
        uint4 x = ((const uint4 *)a)[q], y = ((const uint4 *)b)[q];
        ((uint4 *)g)[q] = make_uint4(gcd1(x.x, y.x), gcd1(x.y, y.y), gcd1(x.z, y.z),
                                     gcd1(x.w, y.w));
#elif vec == 2
        uint2 x = ((const uint2 *)a)[q], y = ((const uint2 *)b)[q];
        ((uint2 *)g)[q] = make_uint2(gcd1(x.x, y.x), gcd1(x.y, y.y));
#else
        g[q] = gcd1(a[q], b[q]);
#endif
    }
}
