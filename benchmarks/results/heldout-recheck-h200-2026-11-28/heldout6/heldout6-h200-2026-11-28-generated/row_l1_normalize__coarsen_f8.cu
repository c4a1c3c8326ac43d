extern "C" __global__ void row_l1_normalize_cf8x(const float* X, float* Y, int rows, int cols) {
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
    int r_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
    int r_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
    int r_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
    int r_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
    int r_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
    int r_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
    int r_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
    int r_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
    if (r_0 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
        int base_0 = r_0 * cols;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
        float s_0 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
        for (int j_0 = 0; j_0 < cols; j_0++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
            s_0 += fabsf(X[base_0 + j_0]);
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
        for (int j_1_0 = 0; j_1_0 < cols; j_1_0++)
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
            Y[base_0 + j_1_0] = X[base_0 + j_1_0] / s_0;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
    if (r_1 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
        int base_1 = r_1 * cols;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
        float s_1 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
        for (int j_c1 = 0; j_c1 < cols; j_c1++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
            s_1 += fabsf(X[base_1 + j_c1]);
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
        for (int j_1_1 = 0; j_1_1 < cols; j_1_1++)
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
            Y[base_1 + j_1_1] = X[base_1 + j_1_1] / s_1;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
    if (r_2 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
        int base_2 = r_2 * cols;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
        float s_2 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
        for (int j_2 = 0; j_2 < cols; j_2++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
            s_2 += fabsf(X[base_2 + j_2]);
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
        for (int j_1_2 = 0; j_1_2 < cols; j_1_2++)
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
            Y[base_2 + j_1_2] = X[base_2 + j_1_2] / s_2;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
    if (r_3 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
        int base_3 = r_3 * cols;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
        float s_3 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
        for (int j_3 = 0; j_3 < cols; j_3++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
            s_3 += fabsf(X[base_3 + j_3]);
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
        for (int j_1_3 = 0; j_1_3 < cols; j_1_3++)
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
            Y[base_3 + j_1_3] = X[base_3 + j_1_3] / s_3;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
    if (r_4 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
        int base_4 = r_4 * cols;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
        float s_4 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
        for (int j_4 = 0; j_4 < cols; j_4++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
            s_4 += fabsf(X[base_4 + j_4]);
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
        for (int j_1_4 = 0; j_1_4 < cols; j_1_4++)
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
            Y[base_4 + j_1_4] = X[base_4 + j_1_4] / s_4;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
    if (r_5 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
        int base_5 = r_5 * cols;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
        float s_5 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
        for (int j_5 = 0; j_5 < cols; j_5++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
            s_5 += fabsf(X[base_5 + j_5]);
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
        for (int j_1_5 = 0; j_1_5 < cols; j_1_5++)
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
            Y[base_5 + j_1_5] = X[base_5 + j_1_5] / s_5;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
    if (r_6 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
        int base_6 = r_6 * cols;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
        float s_6 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
        for (int j_6 = 0; j_6 < cols; j_6++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
            s_6 += fabsf(X[base_6 + j_6]);
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
        for (int j_1_6 = 0; j_1_6 < cols; j_1_6++)
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
            Y[base_6 + j_1_6] = X[base_6 + j_1_6] / s_6;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
    if (r_7 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
        int base_7 = r_7 * cols;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
        float s_7 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
        for (int j_7 = 0; j_7 < cols; j_7++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
            s_7 += fabsf(X[base_7 + j_7]);
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
        for (int j_1_7 = 0; j_1_7 < cols; j_1_7++)
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
            Y[base_7 + j_1_7] = X[base_7 + j_1_7] / s_7;
    }
}
