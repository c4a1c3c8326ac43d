extern "C" __global__ void clenshaw_cheb8_cf8x(const float* x, const float* c, float* y, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
    int i_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
    int i_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
    int i_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
    int i_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
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
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
    if (i_4 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
        float t_4 = x[i_4];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
        float b1_4 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
        float b2_4 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
        for (int k_4 = 7; k_4 >= 1; k_4--) {
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
            float b0_4 = c[k_4] + 2.0f * t_4 * b1_4 - b2_4;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
            b2_4 = b1_4;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
            b1_4 = b0_4;
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
        y[i_4] = c[0] + t_4 * b1_4 - b2_4;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
    if (i_5 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
        float t_5 = x[i_5];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
        float b1_5 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
        float b2_5 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
        for (int k_5 = 7; k_5 >= 1; k_5--) {
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
            float b0_5 = c[k_5] + 2.0f * t_5 * b1_5 - b2_5;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
            b2_5 = b1_5;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
            b1_5 = b0_5;
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
        y[i_5] = c[0] + t_5 * b1_5 - b2_5;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
    if (i_6 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
        float t_6 = x[i_6];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
        float b1_6 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
        float b2_6 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
        for (int k_6 = 7; k_6 >= 1; k_6--) {
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
            float b0_6 = c[k_6] + 2.0f * t_6 * b1_6 - b2_6;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
            b2_6 = b1_6;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
            b1_6 = b0_6;
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
        y[i_6] = c[0] + t_6 * b1_6 - b2_6;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
    if (i_7 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
        float t_7 = x[i_7];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
        float b1_7 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
        float b2_7 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
        for (int k_7 = 7; k_7 >= 1; k_7--) {
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
            float b0_7 = c[k_7] + 2.0f * t_7 * b1_7 - b2_7;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
            b2_7 = b1_7;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
            b1_7 = b0_7;
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cl"
        y[i_7] = c[0] + t_7 * b1_7 - b2_7;
    }
}
