// Integer hash rounds for the third held-out set of tuning spaces (benchmarks/tuning/
// spaces.py, space "xorshift"): every element of a 2^24-word array goes through rounds
// xorshift32 steps (x ^= x << 13; x ^= x >> 17; x ^= x << 5) in registers: arithmetic
// bound, no data reuse. A thread handles items words, block_size_x apart; loop_unroll=1
// asks the compiler to unroll the round loop by eight.
#ifndef block_size_x
#define block_size_x 256
#endif
#ifndef items
#define items 1
#endif
#ifndef loop_unroll
#define loop_unroll 0
#endif

__global__ void xorshift(unsigned int *out, const unsigned int *in, int rounds)
{
    int base = blockIdx.x * block_size_x * items + threadIdx.x;
    for (int k = 0; k < items; k++) {
        unsigned int x = in[base + k * block_size_x];
#if loop_unroll
#pragma unroll 8
#endif
        for (int r = 0; r < rounds; r++) {
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
        }
        out[base + k * block_size_x] = x;
    }
}
