extern "C" __global__ void polar_to_cart_cf2x(const float* r, const float* theta, float* x, float* y, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cl"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cl"
        float t_0 = theta[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cl"
        float ri_0 = r[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cl"
        x[i_0] = ri_0 * cosf(t_0);
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cl"
        y[i_0] = ri_0 * sinf(t_0);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cl"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cl"
        float t_1 = theta[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cl"
        float ri_1 = r[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cl"
        x[i_1] = ri_1 * cosf(t_1);
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cl"
        y[i_1] = ri_1 * sinf(t_1);
    }
}
