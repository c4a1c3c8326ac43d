// sort_kernel.cu: radix sort upsweep -- per-block digit counts (SHOC style)
#include <cuda.h>

typedef unsigned int uint;

#define RADIX_BITS 4
#define RADIX (1 << RADIX_BITS)
#define SORT_BLOCK_SIZE 128

__global__ void reduce_digits(uint *d_in, uint *d_isums, const int n, const int shift)
{
    __shared__ uint sm[RADIX * SORT_BLOCK_SIZE];

    uint4 *in4 = (uint4 *) d_in;
    int n4 = n / 4;
    int region = n4 / gridDim.x;
    int start = blockIdx.x * region;
    int stop = (blockIdx.x == gridDim.x - 1) ? n4 : start + region;

    for (int d = 0; d < RADIX; d++)
        sm[d * SORT_BLOCK_SIZE + threadIdx.x] = 0;
    __syncthreads();

    for (int i = start + threadIdx.x; i < stop; i += blockDim.x) {
        uint4 v = in4[i];
        sm[((v.x >> shift) & 0xFU) * SORT_BLOCK_SIZE + threadIdx.x]++;
        sm[((v.y >> shift) & 0xFU) * SORT_BLOCK_SIZE + threadIdx.x]++;
        sm[((v.z >> shift) & 0xFU) * SORT_BLOCK_SIZE + threadIdx.x]++;
        sm[((v.w >> shift) & 0xFU) * SORT_BLOCK_SIZE + threadIdx.x]++;
    }
    __syncthreads();

    if (threadIdx.x < RADIX) {
        uint sum = 0;
        for (int t = 0; t < SORT_BLOCK_SIZE; t++)
            sum += sm[threadIdx.x * SORT_BLOCK_SIZE + t];
        d_isums[threadIdx.x * gridDim.x + blockIdx.x] = sum;
    }
}
