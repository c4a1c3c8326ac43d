// Held-out suite 11 (frozen). The product of two Q16.16 fixed-point numbers: (a b) >> 16 with a
// 64-bit product.
extern "C" __global__ void q16_mul_i32(const int *a, const int *b, int *c, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        c[i] = (int)(((long long)a[i] * b[i]) >> 16);
}
