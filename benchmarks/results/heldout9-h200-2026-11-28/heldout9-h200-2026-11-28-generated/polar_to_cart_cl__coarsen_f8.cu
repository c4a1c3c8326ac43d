extern "C" __global__ void polar_to_cart_cf8x(const float* r, const float* theta, float* x, float* y, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cl"
    int i_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cl"
    int i_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cl"
    int i_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cl"
    int i_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
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
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cl"
    if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cl"
        float t_2 = theta[i_2];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cl"
        float ri_2 = r[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cl"
        x[i_2] = ri_2 * cosf(t_2);
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cl"
        y[i_2] = ri_2 * sinf(t_2);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cl"
    if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cl"
        float t_3 = theta[i_3];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cl"
        float ri_3 = r[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cl"
        x[i_3] = ri_3 * cosf(t_3);
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cl"
        y[i_3] = ri_3 * sinf(t_3);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cl"
    if (i_4 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cl"
        float t_4 = theta[i_4];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cl"
        float ri_4 = r[i_4];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cl"
        x[i_4] = ri_4 * cosf(t_4);
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cl"
        y[i_4] = ri_4 * sinf(t_4);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cl"
    if (i_5 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cl"
        float t_5 = theta[i_5];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cl"
        float ri_5 = r[i_5];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cl"
        x[i_5] = ri_5 * cosf(t_5);
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cl"
        y[i_5] = ri_5 * sinf(t_5);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cl"
    if (i_6 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cl"
        float t_6 = theta[i_6];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cl"
        float ri_6 = r[i_6];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cl"
        x[i_6] = ri_6 * cosf(t_6);
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cl"
        y[i_6] = ri_6 * sinf(t_6);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cl"
    if (i_7 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cl"
        float t_7 = theta[i_7];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cl"
        float ri_7 = r[i_7];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cl"
        x[i_7] = ri_7 * cosf(t_7);
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cl"
        y[i_7] = ri_7 * sinf(t_7);
    }
}
