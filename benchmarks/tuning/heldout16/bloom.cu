// Membership queries to a Bloom filter, for the sixteenth held-out set of tuning spaces
// (benchmarks/tuning/spaces.py, space "bloom"): hit[i] is 1 when all four bits of key keys[i]
// are set in the filter of 2^16 bits (2048 words, bit b of the filter is bit b & 31 of word
// b >> 5), 0 otherwise; bit j of a key is the top 16 bits of a multiplicative hash with the
// j-th multiplier. A block of block_size_x threads takes block_size_x * items keys (their
// number a multiple of it), a thread items of them: vec=4 reads four consecutive keys as a
// uint4 and writes their four answers as a uchar4, vec=1 one key at a time, block_size_x
// apart. filter_in=0 reads the filter from global memory, 1 through the read-only cache,
// 2 from shared memory (the block copies it in first), 3 from constant memory (c_filter,
// filled by the host). early_exit=1 stops a key's tests at its first bit that is not set,
// 0 tests the four bits of every key, the keys' tests interleaved.
#ifndef block_size_x
#define block_size_x 256
#endif
#ifndef items
#define items 4
#endif
#ifndef vec
#define vec 4
#endif
#ifndef filter_in
#define filter_in 2
#endif
#ifndef early_exit
#define early_exit 0
#endif
#define FILTER_WORDS 2048
#define HASHES 4

__constant__ unsigned int c_filter[FILTER_WORDS];

#if filter_in == 3
#define FILTER_WORD(w) c_filter[w]
#elif filter_in == 2
#define FILTER_WORD(w) s_filter[w]
#elif filter_in == 1
#define FILTER_WORD(w) __ldg(filter + (w))
#else
#define FILTER_WORD(w) filter[w]
#endif

// the filter bit (0 .. 2^16 - 1) of hash j of key
__device__ __forceinline__ unsigned int filter_bit(unsigned int key, int j)
{
    unsigned int h = key * (0x9e3779b1u + 0x7f4a7c16u * (unsigned int)j);
    h ^= h >> 15;
    h *= 0x85ebca6bu;
    return h >> 16;
}

__global__ void bloom(unsigned char *hit, const unsigned int *keys, const unsigned int *filter)
{
#if filter_in == 2
    __shared__ unsigned int s_filter[FILTER_WORDS];
    for (int w = threadIdx.x; w < FILTER_WORDS; w += block_size_x)
        s_filter[w] = filter[w];
    __syncthreads();
#endif
    size_t block_first = (size_t)blockIdx.x * (block_size_x * items);
#pragma unroll
    for (int v = 0; v < items / vec; v++) {
        size_t at = block_first + ((size_t)v * block_size_x + threadIdx.x) * vec;
        unsigned int key[vec];
        int found[vec];
#if vec == 4
        uint4 u = *(const uint4 *)(keys + at);
        key[0] = u.x;
        key[1] = u.y;
        key[2] = u.z;
        key[3] = u.w;
#else
        key[0] = keys[at];
#endif
#if early_exit == 1
#pragma unroll
        for (int k = 0; k < vec; k++) {
            found[k] = 1;
            for (int j = 0; j < HASHES; j++) {
                unsigned int b = filter_bit(key[k], j);
                if (((FILTER_WORD(b >> 5) >> (b & 31)) & 1u) == 0) {
                    found[k] = 0;
                    break;
                }
            }
        }
#else
#pragma unroll
        for (int k = 0; k < vec; k++)
            found[k] = 1;
#pragma unroll
        for (int j = 0; j < HASHES; j++) {
#pragma unroll
            for (int k = 0; k < vec; k++) {
                unsigned int b = filter_bit(key[k], j);
                found[k] &= (FILTER_WORD(b >> 5) >> (b & 31)) & 1u;
            }
        }
#endif
#if vec == 4
        *(uchar4 *)(hit + at) = make_uchar4(found[0], found[1], found[2], found[3]);
#else
        hit[at] = found[0];
#endif
    }
}
