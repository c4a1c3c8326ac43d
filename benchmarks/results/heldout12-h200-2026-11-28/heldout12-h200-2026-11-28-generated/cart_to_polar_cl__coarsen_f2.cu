extern "C" __global__ void cart_to_polar_cf2x(const float* x, const float* y, float* radius, float* angle, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cl"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cl"
        float a_0 = x[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cl"
        float b_0 = y[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cl"
        radius[i_0] = sqrtf(a_0 * a_0 + b_0 * b_0);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cl"
        angle[i_0] = atan2f(b_0, a_0);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cl"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cl"
        float a_1 = x[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cl"
        float b_1 = y[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cl"
        radius[i_1] = sqrtf(a_1 * a_1 + b_1 * b_1);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cl"
        angle[i_1] = atan2f(b_1, a_1);
    }
}
