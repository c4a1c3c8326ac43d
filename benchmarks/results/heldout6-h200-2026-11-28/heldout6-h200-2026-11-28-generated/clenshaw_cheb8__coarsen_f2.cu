extern "C" __global__ void clenshaw_cheb8_cf2x(const float* x, const float* c, float* y, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cu"
    if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cu"
        float t_0 = x[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cu"
        float b1_0 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cu"
        float b2_0 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cu"
        for (int k_0 = 7; k_0 >= 1; k_0--) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cu"
            float b0_0 = c[k_0] + 2.0f * t_0 * b1_0 - b2_0;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cu"
            b2_0 = b1_0;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cu"
            b1_0 = b0_0;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cu"
        y[i_0] = c[0] + t_0 * b1_0 - b2_0;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cu"
    if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cu"
        float t_1 = x[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cu"
        float b1_1 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cu"
        float b2_1 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cu"
        for (int k_1 = 7; k_1 >= 1; k_1--) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cu"
            float b0_1 = c[k_1] + 2.0f * t_1 * b1_1 - b2_1;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cu"
            b2_1 = b1_1;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cu"
            b1_1 = b0_1;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cu"
        y[i_1] = c[0] + t_1 * b1_1 - b2_1;
    }
}
