extern "C" __global__ void row_l1_normalize_cf8x(const float* X, float* Y, int rows, int cols) {
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
    int r_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
    int r_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
    int r_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
    int r_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
    int r_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
    int r_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
    int r_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
    int r_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
    if (r_0 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
        int base_0 = r_0 * cols;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
        float s_0 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
        for (int j_0 = 0; j_0 < cols; j_0++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
            s_0 += fabsf(X[base_0 + j_0]);
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
        for (int j_1_0 = 0; j_1_0 < cols; j_1_0++)
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
            Y[base_0 + j_1_0] = X[base_0 + j_1_0] / s_0;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
    if (r_1 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
        int base_1 = r_1 * cols;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
        float s_1 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
        for (int j_c1 = 0; j_c1 < cols; j_c1++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
            s_1 += fabsf(X[base_1 + j_c1]);
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
        for (int j_1_1 = 0; j_1_1 < cols; j_1_1++)
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
            Y[base_1 + j_1_1] = X[base_1 + j_1_1] / s_1;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
    if (r_2 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
        int base_2 = r_2 * cols;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
        float s_2 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
        for (int j_2 = 0; j_2 < cols; j_2++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
            s_2 += fabsf(X[base_2 + j_2]);
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
        for (int j_1_2 = 0; j_1_2 < cols; j_1_2++)
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
            Y[base_2 + j_1_2] = X[base_2 + j_1_2] / s_2;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
    if (r_3 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
        int base_3 = r_3 * cols;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
        float s_3 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
        for (int j_3 = 0; j_3 < cols; j_3++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
            s_3 += fabsf(X[base_3 + j_3]);
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
        for (int j_1_3 = 0; j_1_3 < cols; j_1_3++)
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
            Y[base_3 + j_1_3] = X[base_3 + j_1_3] / s_3;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
    if (r_4 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
        int base_4 = r_4 * cols;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
        float s_4 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
        for (int j_4 = 0; j_4 < cols; j_4++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
            s_4 += fabsf(X[base_4 + j_4]);
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
        for (int j_1_4 = 0; j_1_4 < cols; j_1_4++)
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
            Y[base_4 + j_1_4] = X[base_4 + j_1_4] / s_4;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
    if (r_5 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
        int base_5 = r_5 * cols;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
        float s_5 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
        for (int j_5 = 0; j_5 < cols; j_5++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
            s_5 += fabsf(X[base_5 + j_5]);
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
        for (int j_1_5 = 0; j_1_5 < cols; j_1_5++)
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
            Y[base_5 + j_1_5] = X[base_5 + j_1_5] / s_5;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
    if (r_6 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
        int base_6 = r_6 * cols;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
        float s_6 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
        for (int j_6 = 0; j_6 < cols; j_6++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
            s_6 += fabsf(X[base_6 + j_6]);
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
        for (int j_1_6 = 0; j_1_6 < cols; j_1_6++)
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
            Y[base_6 + j_1_6] = X[base_6 + j_1_6] / s_6;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
    if (r_7 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
        int base_7 = r_7 * cols;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
        float s_7 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
        for (int j_7 = 0; j_7 < cols; j_7++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
            s_7 += fabsf(X[base_7 + j_7]);
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
        for (int j_1_7 = 0; j_1_7 < cols; j_1_7++)
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
            Y[base_7 + j_1_7] = X[base_7 + j_1_7] / s_7;
    }
}
