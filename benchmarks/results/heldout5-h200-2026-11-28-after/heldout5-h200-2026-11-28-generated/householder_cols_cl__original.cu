extern "C" __global__ void householder_cols(const float* A, const float* v, float* B, float tau, int rows, int cols) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
    int j = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
    if (j < cols) {
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
        float w = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
        for (int i = 0; i < rows; i++)
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
            w += v[i] * A[i * cols + j];
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
        w *= tau;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
        for (int i_1 = 0; i_1 < rows; i_1++)
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/householder_cols.cl"
            B[i_1 * cols + j] = A[i_1 * cols + j] - v[i_1] * w;
    }
}
