// Held-out suite 12 (frozen). The histogram of a byte array over its 256 values, each thread
// adding one to the global counter of its byte. hist starts at zero.
extern "C" __global__ void byte_hist256_atomic(const unsigned char *data, int *hist, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        atomicAdd(&hist[data[i]], 1);
}
