// Held-out suite 12 (frozen), hand version of byte_hist256_atomic: each block counts the bytes
// of a grid-stride loop in a private shared memory histogram and adds its non-zero bins to the
// global one at the end. Blocks of exactly 256. hist starts at zero.
extern "C" __global__ void byte_hist256_atomic_hand(const unsigned char *__restrict__ data,
                                                    int *__restrict__ hist, int n)
{
    __shared__ int local_hist[256];
    int t = threadIdx.x;
    local_hist[t] = 0;
    __syncthreads();
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (gridDim.x * blockDim.x))
        atomicAdd(&local_hist[data[i]], 1);
    __syncthreads();
    if (local_hist[t] != 0)
        atomicAdd(&hist[t], local_hist[t]);
}
