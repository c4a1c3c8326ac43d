extern "C" __global__ void cart_to_polar(const float* x, const float* y, float* radius, float* angle, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cu"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cu"
        float a = x[i];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cu"
        float b = y[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cu"
        radius[i] = sqrtf(a * a + b * b);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cu"
        angle[i] = atan2f(b, a);
    }
}
