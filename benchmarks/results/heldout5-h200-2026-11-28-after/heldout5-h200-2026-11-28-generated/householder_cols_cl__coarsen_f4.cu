extern "C" __global__ void householder_cols_cf4x(const float* A, const float* v, float* B, float tau, int rows, int cols) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
    int j_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
    int j_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
    int j_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
    int j_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
    if (j_0 < cols) {
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
        float w_0 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
        for (int i_0 = 0; i_0 < rows; i_0++)
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
            w_0 += v[i_0] * A[i_0 * cols + j_0];
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
        w_0 *= tau;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
        for (int i_1_0 = 0; i_1_0 < rows; i_1_0++)
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
            B[i_1_0 * cols + j_0] = A[i_1_0 * cols + j_0] - v[i_1_0] * w_0;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
    if (j_1 < cols) {
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
        float w_1 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
        for (int i_c1 = 0; i_c1 < rows; i_c1++)
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
            w_1 += v[i_c1] * A[i_c1 * cols + j_1];
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
        w_1 *= tau;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
        for (int i_1_1 = 0; i_1_1 < rows; i_1_1++)
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
            B[i_1_1 * cols + j_1] = A[i_1_1 * cols + j_1] - v[i_1_1] * w_1;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
    if (j_2 < cols) {
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
        float w_2 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
        for (int i_2 = 0; i_2 < rows; i_2++)
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
            w_2 += v[i_2] * A[i_2 * cols + j_2];
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
        w_2 *= tau;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
        for (int i_1_2 = 0; i_1_2 < rows; i_1_2++)
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
            B[i_1_2 * cols + j_2] = A[i_1_2 * cols + j_2] - v[i_1_2] * w_2;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
    if (j_3 < cols) {
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
        float w_3 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
        for (int i_3 = 0; i_3 < rows; i_3++)
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
            w_3 += v[i_3] * A[i_3 * cols + j_3];
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
        w_3 *= tau;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
        for (int i_1_3 = 0; i_1_3 < rows; i_1_3++)
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
            B[i_1_3 * cols + j_3] = A[i_1_3 * cols + j_3] - v[i_1_3] * w_3;
    }
}
