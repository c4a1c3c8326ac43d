extern "C" __global__ void cart_to_polar_cf8x(const float* x, const float* y, float* radius, float* angle, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cu"
    if (i_4 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cu"
        float a_4 = x[i_4];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cu"
        float b_4 = y[i_4];
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cu"
        radius[i_4] = sqrtf(a_4 * a_4 + b_4 * b_4);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cu"
        angle[i_4] = atan2f(b_4, a_4);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cu"
    if (i_5 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cu"
        float a_5 = x[i_5];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cu"
        float b_5 = y[i_5];
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cu"
        radius[i_5] = sqrtf(a_5 * a_5 + b_5 * b_5);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cu"
        angle[i_5] = atan2f(b_5, a_5);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cu"
    if (i_6 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cu"
        float a_6 = x[i_6];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cu"
        float b_6 = y[i_6];
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cu"
        radius[i_6] = sqrtf(a_6 * a_6 + b_6 * b_6);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cu"
        angle[i_6] = atan2f(b_6, a_6);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cu"
    if (i_7 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cu"
        float a_7 = x[i_7];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cu"
        float b_7 = y[i_7];
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cu"
        radius[i_7] = sqrtf(a_7 * a_7 + b_7 * b_7);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cu"
        angle[i_7] = atan2f(b_7, a_7);
    }
}
