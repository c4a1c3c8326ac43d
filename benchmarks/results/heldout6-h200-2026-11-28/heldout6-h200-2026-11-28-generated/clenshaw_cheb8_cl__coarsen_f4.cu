extern "C" __global__ void clenshaw_cheb8_cf4x(const float* x, const float* c, float* y, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
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
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
    if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
        float t_2 = x[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
        float b1_2 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
        float b2_2 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
        for (int k_2 = 7; k_2 >= 1; k_2--) {
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
            float b0_2 = c[k_2] + 2.0f * t_2 * b1_2 - b2_2;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
            b2_2 = b1_2;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
            b1_2 = b0_2;
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
        y[i_2] = c[0] + t_2 * b1_2 - b2_2;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
    if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
        float t_3 = x[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
        float b1_3 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
        float b2_3 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
        for (int k_3 = 7; k_3 >= 1; k_3--) {
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
            float b0_3 = c[k_3] + 2.0f * t_3 * b1_3 - b2_3;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
            b2_3 = b1_3;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
            b1_3 = b0_3;
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
        y[i_3] = c[0] + t_3 * b1_3 - b2_3;
    }
}
