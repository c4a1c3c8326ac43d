// Held-out suite 2 (frozen). Population count of every 32-bit word.
extern "C" __global__ void popcount_map(const unsigned int *in, int *out, int n)
{
    int g = blockIdx.x * blockDim.x + threadIdx.x;
    if (g < n)
        out[g] = __popc(in[g]);
}
