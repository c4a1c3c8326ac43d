extern "C" __global__ void polar_to_cart_cf4x(const float* r, const float* theta, float* x, float* y, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
        float t_0 = theta[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
        float ri_0 = r[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
        x[i_0] = ri_0 * cosf(t_0);
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
        y[i_0] = ri_0 * sinf(t_0);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
        float t_1 = theta[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
        float ri_1 = r[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
        x[i_1] = ri_1 * cosf(t_1);
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
        y[i_1] = ri_1 * sinf(t_1);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
    if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
        float t_2 = theta[i_2];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
        float ri_2 = r[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
        x[i_2] = ri_2 * cosf(t_2);
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
        y[i_2] = ri_2 * sinf(t_2);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
    if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
        float t_3 = theta[i_3];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
        float ri_3 = r[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
        x[i_3] = ri_3 * cosf(t_3);
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cu"
        y[i_3] = ri_3 * sinf(t_3);
    }
}
