extern "C" __global__ void cart_to_polar_cf4x(const float* x, const float* y, float* radius, float* angle, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cu"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cu"
        float a_0 = x[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cu"
        float b_0 = y[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cu"
        radius[i_0] = sqrtf(a_0 * a_0 + b_0 * b_0);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cu"
        angle[i_0] = atan2f(b_0, a_0);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cu"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cu"
        float a_1 = x[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cu"
        float b_1 = y[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cu"
        radius[i_1] = sqrtf(a_1 * a_1 + b_1 * b_1);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cu"
        angle[i_1] = atan2f(b_1, a_1);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cu"
    if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cu"
        float a_2 = x[i_2];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cu"
        float b_2 = y[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cu"
        radius[i_2] = sqrtf(a_2 * a_2 + b_2 * b_2);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cu"
        angle[i_2] = atan2f(b_2, a_2);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cu"
    if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cu"
        float a_3 = x[i_3];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cu"
        float b_3 = y[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cu"
        radius[i_3] = sqrtf(a_3 * a_3 + b_3 * b_3);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cu"
        angle[i_3] = atan2f(b_3, a_3);
    }
}
