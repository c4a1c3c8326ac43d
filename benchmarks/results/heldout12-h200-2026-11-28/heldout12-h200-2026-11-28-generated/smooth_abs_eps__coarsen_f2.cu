extern "C" __global__ void smooth_abs_eps_cf2x(const float* x, float* y, float eps, int n) {
#line 4 "/work/main/.stage/main/benchmarks/heldout12/kernels/smooth_abs_eps.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 4 "/work/main/.stage/main/benchmarks/heldout12/kernels/smooth_abs_eps.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/smooth_abs_eps.cu"
    if (i_0 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/smooth_abs_eps.cu"
        float v_0 = x[i_0];
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/smooth_abs_eps.cu"
        y[i_0] = sqrtf(v_0 * v_0 + eps);
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/smooth_abs_eps.cu"
    if (i_1 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/smooth_abs_eps.cu"
        float v_1 = x[i_1];
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/smooth_abs_eps.cu"
        y[i_1] = sqrtf(v_1 * v_1 + eps);
    }
}
