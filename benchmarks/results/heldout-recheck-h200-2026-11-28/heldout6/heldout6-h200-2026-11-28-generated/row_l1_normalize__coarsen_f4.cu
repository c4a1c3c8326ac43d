extern "C" __global__ void row_l1_normalize_cf4x(const float* X, float* Y, int rows, int cols) {
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
    int r_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
    int r_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
    int r_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cu"
    int r_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
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
}
