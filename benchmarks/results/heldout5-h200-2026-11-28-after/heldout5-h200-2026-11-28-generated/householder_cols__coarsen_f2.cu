extern "C" __global__ void householder_cols_cf2x(const float* A, const float* v, float* B, float tau, int rows, int cols) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cu"
    int j_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cu"
    int j_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
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
}
