// Pointer chasing through a random linked structure, for the thirteenth held-out set of
// tuning spaces (benchmarks/tuning/spaces.py, space "chase"): node p has a successor
// next[p] and a value val[p] (or both in node[p], an uint2 {next, value}); query q starts at
// node start[q], visits HOPS nodes along the successors and writes out[q], the hash
// acc = 33 acc + val[p] of their values in the order visited (from acc = 0, modulo 2^32).
// Every address after the first comes from the load before it. A block of block_size_x
// threads answers block_size_x * items queries, a thread items of them, block_size_x apart:
// interleave=1 advances its items chains together hop by hop (their loads in flight
// together), interleave=0 follows one chain to its end before the next. packed=1 reads a
// node as one uint2, packed=0 its successor and its value from two arrays; use_ldg=1 loads
// through the read-only data cache (__ldg).
#ifndef block_size_x
#define block_size_x 128
#endif
#ifndef items
#define items 2
#endif
#ifndef interleave
#define interleave 1
#endif
#ifndef packed
#define packed 1
#endif
#ifndef use_ldg
#define use_ldg 0
#endif
#define HOPS 16

#if use_ldg == 1
#define LD(ptr) __ldg(ptr)
#else
#define LD(ptr) (*(ptr))
#endif

// one hop: add node p's value to acc and move p to its successor
#if packed == 1
#define HOP(p, acc)                          \
    {                                        \
        uint2 nd = LD(node + (p));           \
        acc = acc * 33u + nd.y;              \
        p = nd.x;                            \
    }
#else
#define HOP(p, acc)                          \
    {                                        \
        unsigned int v = LD(val + (p));      \
        unsigned int nx = LD(next + (p));    \
        acc = acc * 33u + v;                 \
        p = nx;                              \
    }
#endif

__global__ void chase(unsigned int *out, const unsigned int *next, const unsigned int *val,
                      const uint2 *node, const unsigned int *start)
{
    size_t first = (size_t)blockIdx.x * block_size_x * items + threadIdx.x;
#if interleave == 1
    unsigned int p[items], acc[items];
#pragma unroll
    for (int k = 0; k < items; k++) {
        p[k] = LD(start + first + (size_t)k * block_size_x);
        acc[k] = 0;
    }
#pragma unroll 1
    for (int h = 0; h < HOPS; h++) {
#pragma unroll
        for (int k = 0; k < items; k++)
            HOP(p[k], acc[k]);
    }
#pragma unroll
    for (int k = 0; k < items; k++)
        out[first + (size_t)k * block_size_x] = acc[k];
#else
#pragma unroll 1
    for (int k = 0; k < items; k++) {
        size_t q = first + (size_t)k * block_size_x;
        unsigned int p = LD(start + q), acc = 0;
#pragma unroll 1
        for (int h = 0; h < HOPS; h++)
            HOP(p, acc);
        out[q] = acc;
    }
#endif
}
