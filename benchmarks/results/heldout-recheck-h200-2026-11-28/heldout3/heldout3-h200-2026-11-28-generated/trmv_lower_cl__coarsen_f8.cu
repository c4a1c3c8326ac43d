extern "C" __global__ void trmv_lower_cf8x(const float* L, const float* x, float* y, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
    int i_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
    int i_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
    int i_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
    int i_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
    if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
        float s_0 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
        for (int j_0 = 0; j_0 <= i_0; j_0++)
#line 9 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
            s_0 += L[i_0 * n + j_0] * x[j_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
        y[i_0] = s_0;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
    if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
        float s_1 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
        for (int j_1 = 0; j_1 <= i_1; j_1++)
#line 9 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
            s_1 += L[i_1 * n + j_1] * x[j_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
        y[i_1] = s_1;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
    if (i_2 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
        float s_2 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
        for (int j_2 = 0; j_2 <= i_2; j_2++)
#line 9 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
            s_2 += L[i_2 * n + j_2] * x[j_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
        y[i_2] = s_2;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
    if (i_3 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
        float s_3 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
        for (int j_3 = 0; j_3 <= i_3; j_3++)
#line 9 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
            s_3 += L[i_3 * n + j_3] * x[j_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
        y[i_3] = s_3;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
    if (i_4 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
        float s_4 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
        for (int j_4 = 0; j_4 <= i_4; j_4++)
#line 9 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
            s_4 += L[i_4 * n + j_4] * x[j_4];
#line 10 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
        y[i_4] = s_4;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
    if (i_5 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
        float s_5 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
        for (int j_5 = 0; j_5 <= i_5; j_5++)
#line 9 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
            s_5 += L[i_5 * n + j_5] * x[j_5];
#line 10 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
        y[i_5] = s_5;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
    if (i_6 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
        float s_6 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
        for (int j_6 = 0; j_6 <= i_6; j_6++)
#line 9 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
            s_6 += L[i_6 * n + j_6] * x[j_6];
#line 10 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
        y[i_6] = s_6;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
    if (i_7 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
        float s_7 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
        for (int j_7 = 0; j_7 <= i_7; j_7++)
#line 9 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
            s_7 += L[i_7 * n + j_7] * x[j_7];
#line 10 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
        y[i_7] = s_7;
    }
}
