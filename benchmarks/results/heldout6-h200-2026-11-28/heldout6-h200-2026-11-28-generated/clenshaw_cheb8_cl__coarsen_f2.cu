extern "C" __global__ void clenshaw_cheb8_cf2x(const float* x, const float* c, float* y, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
        float t_0 = x[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
        float b1_0 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
        float b2_0 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
        for (int k_0 = 7; k_0 >= 1; k_0--) {
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
            float b0_0 = c[k_0] + 2.0f * t_0 * b1_0 - b2_0;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
            b2_0 = b1_0;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
            b1_0 = b0_0;
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
        y[i_0] = c[0] + t_0 * b1_0 - b2_0;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
        float t_1 = x[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
        float b1_1 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
        float b2_1 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
        for (int k_1 = 7; k_1 >= 1; k_1--) {
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
            float b0_1 = c[k_1] + 2.0f * t_1 * b1_1 - b2_1;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
            b2_1 = b1_1;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
            b1_1 = b0_1;
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
        y[i_1] = c[0] + t_1 * b1_1 - b2_1;
    }
}
