// Points of a digital (Sobol-type) sequence in Gray-code order, for the twentieth held-out
// set of tuning spaces (benchmarks/tuning/spaces.py, space "sobol"): coord[d * count + i]
// is the XOR of the direction words direction[32 d + j] over the bits j set in the Gray
// code i ^ (i >> 1) of the point's index i, for the DIMS dimensions d. A block of
// block_size_x threads takes block_size_x * items points (their number a multiple of it);
// layout=0 gives a thread items points block_size_x apart (a warp's consecutive),
// layout=1 items consecutive points. method=0 visits all 32 bits of the Gray code (a
// masked XOR each, the same word for every thread of a warp); method=1 visits only its set
// bits by a find-first-set (data-dependent words); method=2 (consecutive points only)
// computes a thread's first point as method=0 and steps to each next one by a single XOR
// with the word of the trailing zeros of its index. table_in=0 reads the direction words
// from global memory, 1 from constant memory (c_direction, filled by the host), 2 from
// shared memory (the block copies them in first).
#ifndef block_size_x
#define block_size_x 256
#endif
#ifndef items
#define items 2
#endif
#ifndef layout
#define layout 1
#endif
#ifndef method
#define method 2
#endif
#ifndef table_in
#define table_in 1
#endif

#define DIMS 8

__constant__ unsigned int c_direction[32 * DIMS];

#if table_in == 2
#define DIRECTION(v) s_direction[v]
#elif table_in == 1
#define DIRECTION(v) c_direction[v]
#else
#define DIRECTION(v) direction[v]
#endif

__global__ void sobol(unsigned int *coord, const unsigned int *direction, int count)
{
#if table_in == 2
    __shared__ unsigned int s_direction[32 * DIMS];
    for (int k = threadIdx.x; k < 32 * DIMS; k += block_size_x)
        s_direction[k] = direction[k];
    __syncthreads();
#endif
    size_t first = (size_t)blockIdx.x * (block_size_x * items);
#if method == 2
    unsigned int i = (unsigned int)(first + (size_t)threadIdx.x * items);
    unsigned int gray = i ^ (i >> 1);
    unsigned int x[DIMS];
#pragma unroll
    for (int d = 0; d < DIMS; d++) {
        unsigned int sum = 0u;
#pragma unroll 4
        for (int j = 0; j < 32; j++)
            sum ^= DIRECTION(32 * d + j) & (0u - ((gray >> j) & 1u));
        x[d] = sum;
    }
#pragma unroll
    for (int q = 0; q < items; q++) {
        if (q > 0) {
            int j = __ffs((int)(i + q)) - 1;
#pragma unroll
            for (int d = 0; d < DIMS; d++)
                x[d] ^= DIRECTION(32 * d + j);
        }
#pragma unroll
        for (int d = 0; d < DIMS; d++)
            coord[(size_t)d * count + i + q] = x[d];
    }
#else
#pragma unroll
    for (int q = 0; q < items; q++) {
#if layout == 1
        unsigned int i = (unsigned int)(first + (size_t)threadIdx.x * items + q);
#else
        unsigned int i = (unsigned int)(first + (size_t)q * block_size_x + threadIdx.x);
#endif
        unsigned int gray = i ^ (i >> 1);
#pragma unroll
        for (int d = 0; d < DIMS; d++) {
            unsigned int sum = 0u;
#if method == 1
            unsigned int bits = gray;
            while (bits != 0u) {
                int j = __ffs((int)bits) - 1;
                bits &= bits - 1u;
                sum ^= DIRECTION(32 * d + j);
            }
#else
#pragma unroll 4
            for (int j = 0; j < 32; j++)
                sum ^= DIRECTION(32 * d + j) & (0u - ((gray >> j) & 1u));
#endif
            coord[(size_t)d * count + i] = sum;
        }
    }
#endif
}
