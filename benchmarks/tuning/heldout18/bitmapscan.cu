// Range-predicate scan of a database column into a bitmap, for the eighteenth held-out set
// of tuning spaces (benchmarks/tuning/spaces.py, space "bitmapscan"): bit i & 31 of
// bitmap[i >> 5] is set when lo <= column[i] < hi (lo <= hi). A block of block_size_x
// threads takes block_size_x * items consecutive words of the bitmap (their number a
// multiple of it). method=0 has each thread build items words (block_size_x apart) from
// their 32 values each, read as int4s (vec=4) or one at a time (vec=1); method=1 has each
// warp build its 32 * items consecutive words a word at a time by a ballot of its lanes
// over the word's 32 values (coalesced), lane 0 storing each word; method=2 the same with
// lane j keeping word j of each 32 and the warp storing them together. cmp=0 tests the
// range by two signed comparisons, 1 by one unsigned comparison of column[i] - lo with
// hi - lo.
#ifndef block_size_x
#define block_size_x 256
#endif
#ifndef items
#define items 2
#endif
#ifndef method
#define method 2
#endif
#ifndef vec
#define vec 1
#endif
#ifndef cmp
#define cmp 1
#endif

// whether x lies in [lo, hi)
__device__ __forceinline__ bool in_range(int x, int lo, int hi)
{
#if cmp == 1
    return (unsigned int)x - (unsigned int)lo < (unsigned int)hi - (unsigned int)lo;
#else
    return x >= lo && x < hi;
#endif
}

__global__ void bitmapscan(unsigned int *bitmap, const int *column, int lo, int hi)
{
    size_t word_first = (size_t)blockIdx.x * (block_size_x * items);
#if method == 0
#pragma unroll
    for (int q = 0; q < items; q++) {
        size_t word = word_first + (size_t)q * block_size_x + threadIdx.x;
        const int *values = column + word * 32;
        unsigned int bits = 0;
#if vec == 4
#pragma unroll
        for (int k = 0; k < 8; k++) {
            int4 v = ((const int4 *)values)[k];
            bits |= (unsigned int)in_range(v.x, lo, hi) << (4 * k);
            bits |= (unsigned int)in_range(v.y, lo, hi) << (4 * k + 1);
            bits |= (unsigned int)in_range(v.z, lo, hi) << (4 * k + 2);
            bits |= (unsigned int)in_range(v.w, lo, hi) << (4 * k + 3);
        }
#else
#pragma unroll
        for (int k = 0; k < 32; k++)
            bits |= (unsigned int)in_range(values[k], lo, hi) << k;
#endif
        bitmap[word] = bits;
    }
#else
    int lane = threadIdx.x & 31;
    size_t warp_first = word_first + (size_t)(threadIdx.x >> 5) * (32 * items);
    for (int q = 0; q < items; q++) {
        size_t chunk = warp_first + (size_t)q * 32;
#if method == 2
        unsigned int mine = 0;
#endif
#pragma unroll 4
        for (int j = 0; j < 32; j++) {
            unsigned int bits =
                __ballot_sync(0xffffffffu, in_range(column[(chunk + j) * 32 + lane], lo, hi));
#if method == 2
            if (j == lane)
                mine = bits;
#else
            if (lane == 0)
                bitmap[chunk + j] = bits;
#endif
        }
#if method == 2
        bitmap[chunk + lane] = mine;
#endif
    }
#endif
}
