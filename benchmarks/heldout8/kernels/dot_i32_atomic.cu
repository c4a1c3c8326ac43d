// Held-out suite 8 (frozen). The dot product of two int vectors, every thread adding its
// product to the single result with a global atomic add.
extern "C" __global__ void dot_i32_atomic(const int *x, const int *y, int *result, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        atomicAdd(result, x[i] * y[i]);
}
