// Occurrences of a 4-byte pattern in a text, for the seventh held-out set of tuning spaces
// (benchmarks/tuning/spaces.py, space "pattern"): count[0] += the number of positions i
// in 0 .. 4 n - 1 where bytes i .. i + 3 of the text equal the pattern's (pat, little
// endian). The text is n words followed by padding that never matches. A block of
// block_size_x threads takes CHUNK = block_size_x * items words, a thread items words
// block_size_x apart (a warp's words consecutive) and the four positions starting in
// each. load=0 reads each position's four bytes by byte loads; load=1 reads the word and
// the next one and takes the four windows by funnel shifts; load=2 stages the block's
// CHUNK + 1 words in shared memory first and does the same from there. reduce=0: a thread
// that found any adds its count to count[0] by an atomic; reduce=1: a warp sums its
// counts by shuffles and its first lane adds the sum.
#ifndef block_size_x
#define block_size_x 256
#endif
#ifndef items
#define items 4
#endif
#ifndef load
#define load 1
#endif
#ifndef reduce
#define reduce 1
#endif
#define CHUNK (block_size_x * items)

__global__ void pattern(int *count, const unsigned int *text, int pat, int n)
{
    int tid = threadIdx.x;
    int base = blockIdx.x * CHUNK;
    unsigned int want = (unsigned int)pat;
#if load == 2
    __shared__ unsigned int s[CHUNK + 1];
    for (int j = tid; j < CHUNK + 1; j += block_size_x)
        s[j] = text[base + j];
    __syncthreads();
#endif
    int found = 0;
#pragma unroll
    for (int k = 0; k < items; k++) {
        int j = k * block_size_x + tid;
#if load == 0
        const unsigned char *b = (const unsigned char *)text + 4 * (base + j);
#pragma unroll
        for (int q = 0; q < 4; q++) {
            unsigned int wnd = (unsigned int)b[q] | ((unsigned int)b[q + 1] << 8)
                               | ((unsigned int)b[q + 2] << 16)
                               | ((unsigned int)b[q + 3] << 24);
            found += wnd == want;
        }
#else
#if load == 1
        unsigned int lo = text[base + j], hi = text[base + j + 1];
#else
        unsigned int lo = s[j], hi = s[j + 1];
#endif
#pragma unroll
        for (int q = 0; q < 4; q++)
            found += __funnelshift_r(lo, hi, 8 * q) == want;
#endif
    }
#if reduce
#pragma unroll
    for (int d = 16; d > 0; d >>= 1)
        found += __shfl_down_sync(0xffffffff, found, d);
    if ((tid & 31) == 0 && found)
        atomicAdd(count, found);
#else
    if (found)
        atomicAdd(count, found);
#endif
}
