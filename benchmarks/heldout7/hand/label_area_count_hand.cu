// Held-out suite 7 (frozen), hand version of label_area_count: every block counts its
// pixels in 64 shared counters (threads stride over the image by the whole grid, coalesced),
// then adds them to the global counts with 64 atomic adds. Blocks have at least 64 threads.
extern "C" __global__ void label_area_count_hand(const int *labels, int *counts, int n)
{
    __shared__ int bins[64];
    int t = threadIdx.x;
    if (t < 64)
        bins[t] = 0;
    __syncthreads();
    for (int i = blockIdx.x * blockDim.x + t; i < n; i += gridDim.x * blockDim.x)
        atomicAdd(&bins[labels[i]], 1);
    __syncthreads();
    if (t < 64 && bins[t] != 0)
        atomicAdd(&counts[t], bins[t]);
}
