// Held-out suite 2 (frozen). 2D Morton (Z-order) codes: the bits of x (< 65536) and y
// interleaved, x in the even bits, by the usual shift-and-mask spreading.
__device__ unsigned int spread16(unsigned int v)
{
    v = (v | (v << 8)) & 0x00FF00FFu;
    v = (v | (v << 4)) & 0x0F0F0F0Fu;
    v = (v | (v << 2)) & 0x33333333u;
    v = (v | (v << 1)) & 0x55555555u;
    return v;
}

extern "C" __global__ void morton_encode(const unsigned int *x, const unsigned int *y,
                                         unsigned int *code, int n)
{
    int g = blockIdx.x * blockDim.x + threadIdx.x;
    if (g < n)
        code[g] = spread16(x[g]) | (spread16(y[g]) << 1);
}
