extern "C" __global__ void row_dot_pairs_cf8x(const float* A, const float* B, float* d, int rows, int cols) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
    int r_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
    int r_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
    int r_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
    int r_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
    int r_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
    int r_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
    int r_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
    int r_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
    if (r_0 < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
        float s_0 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
        for (int j_0 = 0; j_0 < cols; j_0++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
            s_0 += A[r_0 * cols + j_0] * B[r_0 * cols + j_0];
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
        d[r_0] = s_0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
    if (r_1 < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
        float s_1 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
        for (int j_1 = 0; j_1 < cols; j_1++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
            s_1 += A[r_1 * cols + j_1] * B[r_1 * cols + j_1];
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
        d[r_1] = s_1;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
    if (r_2 < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
        float s_2 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
        for (int j_2 = 0; j_2 < cols; j_2++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
            s_2 += A[r_2 * cols + j_2] * B[r_2 * cols + j_2];
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
        d[r_2] = s_2;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
    if (r_3 < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
        float s_3 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
        for (int j_3 = 0; j_3 < cols; j_3++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
            s_3 += A[r_3 * cols + j_3] * B[r_3 * cols + j_3];
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
        d[r_3] = s_3;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
    if (r_4 < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
        float s_4 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
        for (int j_4 = 0; j_4 < cols; j_4++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
            s_4 += A[r_4 * cols + j_4] * B[r_4 * cols + j_4];
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
        d[r_4] = s_4;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
    if (r_5 < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
        float s_5 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
        for (int j_5 = 0; j_5 < cols; j_5++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
            s_5 += A[r_5 * cols + j_5] * B[r_5 * cols + j_5];
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
        d[r_5] = s_5;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
    if (r_6 < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
        float s_6 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
        for (int j_6 = 0; j_6 < cols; j_6++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
            s_6 += A[r_6 * cols + j_6] * B[r_6 * cols + j_6];
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
        d[r_6] = s_6;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
    if (r_7 < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
        float s_7 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
        for (int j_7 = 0; j_7 < cols; j_7++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
            s_7 += A[r_7 * cols + j_7] * B[r_7 * cols + j_7];
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
        d[r_7] = s_7;
    }
}
