// Batched binary search, for the fifteenth held-out set of tuning spaces
// (benchmarks/tuning/spaces.py, space "bsearch"): out[i] is the number of keys smaller than
// queries[i] (its lower bound) in the n sorted ints of keys, n a power of two and a multiple
// of SPLITS. A block of block_size_x threads takes block_size_x * items queries, a thread
// items of them, block_size_x apart, searched together step by step. stage=1 first copies
// the last key of each of the SPLITS equal chunks of keys into shared memory and searches
// there for the first chunk whose last key is not smaller than the query, then searches
// that chunk alone in global memory (the last chunk when there is none: every key is then
// smaller); stage=0 searches all of keys in global memory. branchless=1 halves a
// power-of-two range a fixed number of times, the step added or not by a select;
// branchless=0 is the textbook loop that keeps the lower half or moves past the middle by a
// branch. use_ldg=1 reads keys and queries through the read-only cache.
#ifndef block_size_x
#define block_size_x 128
#endif
#ifndef items
#define items 2
#endif
#ifndef stage
#define stage 1
#endif
#ifndef branchless
#define branchless 1
#endif
#ifndef use_ldg
#define use_ldg 1
#endif
#define SPLITS 1024

#if use_ldg == 1
#define GLD(p) __ldg(p)
#else
#define GLD(p) (*(p))
#endif
#define SLD(p) (*(p))

// pos[k] += the lower bound of q[k] in a[base[k]] .. a[base[k] + len - 1], len a power of two
#if branchless == 1
#define SEARCH(a, len, LOAD)                                                   \
    for (int h = (len) >> 1; h > 0; h >>= 1) {                                 \
        for (int k = 0; k < items; k++)                      \
            pos[k] += (LOAD(&a[base[k] + pos[k] + h - 1]) < q[k]) ? h : 0;     \
    }                                                                          \
    for (int k = 0; k < items; k++)                          \
        pos[k] += (LOAD(&a[base[k] + pos[k]]) < q[k]) ? 1 : 0;
#else
#define SEARCH(a, len, LOAD)                                                   \
    for (int k = 0; k < items; k++) {                        \
        int lo = 0, rest = (len);                                              \
        while (rest > 0) {                                                     \
            int half = rest >> 1;                                              \
            if (LOAD(&a[base[k] + lo + half]) < q[k]) {                        \
                lo += half + 1;                                                \
                rest -= half + 1;                                              \
            } else {                                                           \
                rest = half;                                                   \
            }                                                                  \
        }                                                                      \
        pos[k] += lo;                                                          \
    }
#endif

__global__ void bsearch(int *out, const int *keys, const int *queries, int n, int nq)
{
    size_t first = (size_t)blockIdx.x * (block_size_x * items) + threadIdx.x;
    int q[items], pos[items], base[items];
#pragma unroll
    for (int k = 0; k < items; k++) {
        size_t i = first + (size_t)k * block_size_x;
        q[k] = i < (size_t)nq ? GLD(&queries[i]) : 0;
        pos[k] = 0;
        base[k] = 0;
    }
#if stage == 1
    __shared__ int s_split[SPLITS];
    int step = n / SPLITS;
    for (int c = threadIdx.x; c < SPLITS; c += block_size_x)
        s_split[c] = GLD(&keys[(c + 1) * step - 1]);
    __syncthreads();
    SEARCH(s_split, SPLITS, SLD)
#pragma unroll
    for (int k = 0; k < items; k++) {
        base[k] = min(pos[k], SPLITS - 1) * step;
        pos[k] = 0;
    }
    SEARCH(keys, step, GLD)
#else
    SEARCH(keys, n, GLD)
#endif
#pragma unroll
    for (int k = 0; k < items; k++) {
        size_t i = first + (size_t)k * block_size_x;
        if (i < (size_t)nq)
            out[i] = base[k] + pos[k];
    }
}
