extern "C" __global__ void softplus_beta_cf2x(const float* x, float* y, float beta, float threshold, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
        float bx_0 = beta * x[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
        y[i_0] = bx_0 > threshold ? x[i_0] : log1pf(expf(bx_0)) / beta;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
        float bx_1 = beta * x[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/softplus_beta.cl"
        y[i_1] = bx_1 > threshold ? x[i_1] : log1pf(expf(bx_1)) / beta;
    }
}
