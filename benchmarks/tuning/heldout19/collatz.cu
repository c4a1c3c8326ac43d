// Collatz stopping times, for the nineteenth held-out set of tuning spaces
// (benchmarks/tuning/spaces.py, space "collatz"): steps[i] is the number of steps
// (n -> n / 2 for an even n, n -> 3 n + 1 for an odd one) that take n = first + i to 1,
// computed in 64-bit integers. A block of block_size_x threads takes block_size_x * items
// consecutive values (their number a multiple of it); layout=0 gives a thread items values
// block_size_x apart (a warp's values consecutive), layout=1 items consecutive values.
// step=0 takes one step an iteration by a branch; step=1 takes an odd value's two steps
// (3 n + 1, then the halving) in one iteration by a select and a halving an iteration
// otherwise; step=2 strips all the trailing zero bits at once by a find-first-set after
// each 3 n + 1.
#ifndef block_size_x
#define block_size_x 256
#endif
#ifndef items
#define items 2
#endif
#ifndef layout
#define layout 0
#endif
#ifndef step
#define step 2
#endif

// the number of Collatz steps from n (n >= 1) to 1
__device__ __forceinline__ unsigned int stopping_time(unsigned long long n)
{
    unsigned int steps = 0;
#if step == 2
    int zeros = __ffsll((long long)n) - 1;
    n >>= zeros;
    steps += zeros;
    while (n != 1ull) {
        n = 3ull * n + 1ull;
        zeros = __ffsll((long long)n) - 1;
        n >>= zeros;
        steps += 1 + zeros;
    }
#elif step == 1
    while (n != 1ull) {
        unsigned long long odd = n & 1ull;
        n = odd ? (3ull * n + 1ull) >> 1 : n >> 1;
        steps += 1u + (unsigned int)odd;
    }
#else
    while (n != 1ull) {
        if (n & 1ull)
            n = 3ull * n + 1ull;
        else
            n >>= 1;
        steps++;
    }
#endif
    return steps;
}

__global__ void collatz(unsigned int *steps, int first)
{
    size_t block_first = (size_t)blockIdx.x * (block_size_x * items);
#pragma unroll
    for (int q = 0; q < items; q++) {
#if layout == 1
        size_t i = block_first + (size_t)threadIdx.x * items + q;
#else
        size_t i = block_first + (size_t)q * block_size_x + threadIdx.x;
#endif
        steps[i] = stopping_time((unsigned long long)first + i);
    }
}
