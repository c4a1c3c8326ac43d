extern "C" __global__ void householder_cols_cf8x(const float* A, const float* v, float* B, float tau, int rows, int cols) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cu"
    int j_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cu"
    int j_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cu"
    int j_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cu"
    int j_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cu"
    int j_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cu"
    int j_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cu"
    int j_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cu"
    int j_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cu"
    if (j_0 < cols) {
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cu"
        float w_0 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cu"
        for (int i_0 = 0; i_0 < rows; i_0++)
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cu"
            w_0 += v[i_0] * A[i_0 * cols + j_0];
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cu"
        w_0 *= tau;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cu"
        for (int i_1_0 = 0; i_1_0 < rows; i_1_0++)
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cu"
            B[i_1_0 * cols + j_0] = A[i_1_0 * cols + j_0] - v[i_1_0] * w_0;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cu"
    if (j_1 < cols) {
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cu"
        float w_1 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cu"
        for (int i_c1 = 0; i_c1 < rows; i_c1++)
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cu"
            w_1 += v[i_c1] * A[i_c1 * cols + j_1];
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cu"
        w_1 *= tau;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cu"
        for (int i_1_1 = 0; i_1_1 < rows; i_1_1++)
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cu"
            B[i_1_1 * cols + j_1] = A[i_1_1 * cols + j_1] - v[i_1_1] * w_1;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cu"
    if (j_2 < cols) {
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cu"
        float w_2 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cu"
        for (int i_2 = 0; i_2 < rows; i_2++)
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cu"
            w_2 += v[i_2] * A[i_2 * cols + j_2];
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cu"
        w_2 *= tau;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cu"
        for (int i_1_2 = 0; i_1_2 < rows; i_1_2++)
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cu"
            B[i_1_2 * cols + j_2] = A[i_1_2 * cols + j_2] - v[i_1_2] * w_2;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cu"
    if (j_3 < cols) {
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cu"
        float w_3 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cu"
        for (int i_3 = 0; i_3 < rows; i_3++)
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cu"
            w_3 += v[i_3] * A[i_3 * cols + j_3];
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cu"
        w_3 *= tau;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cu"
        for (int i_1_3 = 0; i_1_3 < rows; i_1_3++)
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cu"
            B[i_1_3 * cols + j_3] = A[i_1_3 * cols + j_3] - v[i_1_3] * w_3;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cu"
    if (j_4 < cols) {
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cu"
        float w_4 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cu"
        for (int i_4 = 0; i_4 < rows; i_4++)
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cu"
            w_4 += v[i_4] * A[i_4 * cols + j_4];
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cu"
        w_4 *= tau;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cu"
        for (int i_1_4 = 0; i_1_4 < rows; i_1_4++)
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cu"
            B[i_1_4 * cols + j_4] = A[i_1_4 * cols + j_4] - v[i_1_4] * w_4;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cu"
    if (j_5 < cols) {
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cu"
        float w_5 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cu"
        for (int i_5 = 0; i_5 < rows; i_5++)
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cu"
            w_5 += v[i_5] * A[i_5 * cols + j_5];
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cu"
        w_5 *= tau;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cu"
        for (int i_1_5 = 0; i_1_5 < rows; i_1_5++)
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cu"
            B[i_1_5 * cols + j_5] = A[i_1_5 * cols + j_5] - v[i_1_5] * w_5;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cu"
    if (j_6 < cols) {
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cu"
        float w_6 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cu"
        for (int i_6 = 0; i_6 < rows; i_6++)
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cu"
            w_6 += v[i_6] * A[i_6 * cols + j_6];
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cu"
        w_6 *= tau;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cu"
        for (int i_1_6 = 0; i_1_6 < rows; i_1_6++)
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cu"
            B[i_1_6 * cols + j_6] = A[i_1_6 * cols + j_6] - v[i_1_6] * w_6;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cu"
    if (j_7 < cols) {
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cu"
        float w_7 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cu"
        for (int i_7 = 0; i_7 < rows; i_7++)
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cu"
            w_7 += v[i_7] * A[i_7 * cols + j_7];
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cu"
        w_7 *= tau;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cu"
        for (int i_1_7 = 0; i_1_7 < rows; i_1_7++)
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cu"
            B[i_1_7 * cols + j_7] = A[i_1_7 * cols + j_7] - v[i_1_7] * w_7;
    }
}
