extern "C" __global__ void smooth_abs_eps_cf2x(const float* x, float* y, float eps, int n) {
#line 4 "/work/main/.stage/main/benchmarks/heldout12/kernels/smooth_abs_eps.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout12/kernels/smooth_abs_eps.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/smooth_abs_eps.cl"
    if (i_0 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/smooth_abs_eps.cl"
        float v_0 = x[i_0];
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/smooth_abs_eps.cl"
        y[i_0] = sqrtf(v_0 * v_0 + eps);
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/smooth_abs_eps.cl"
    if (i_1 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/smooth_abs_eps.cl"
        float v_1 = x[i_1];
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/smooth_abs_eps.cl"
        y[i_1] = sqrtf(v_1 * v_1 + eps);
    }
}
