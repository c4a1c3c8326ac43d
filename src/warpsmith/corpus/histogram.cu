// 256-bin byte histogram with atomics: directly on global memory, and privatized
// per block in shared memory, merged into the global histogram at the end.
#define NUM_BINS 256

__global__ void histogram_global(const unsigned char *__restrict__ data,
                                 unsigned int *__restrict__ hist, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int stride = blockDim.x * gridDim.x;
    while (i < n) {
        atomicAdd(&hist[data[i]], 1u);
        i += stride;
    }
}

__global__ void histogram_shared(const unsigned char *__restrict__ data,
                                 unsigned int *__restrict__ hist, int n)
{
    __shared__ unsigned int s_hist[NUM_BINS];

    for (int b = threadIdx.x; b < NUM_BINS; b += blockDim.x)
        s_hist[b] = 0;
    __syncthreads();

    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        atomicAdd(&s_hist[data[i]], 1);
    __syncthreads();

    for (int b = threadIdx.x; b < NUM_BINS; b += blockDim.x) {
        unsigned int count = s_hist[b];
        if (count > 0)
            atomicAdd(&hist[b], count);
    }
}
