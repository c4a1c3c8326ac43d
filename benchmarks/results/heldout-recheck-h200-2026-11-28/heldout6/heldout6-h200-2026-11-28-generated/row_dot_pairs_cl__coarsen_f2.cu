extern "C" __global__ void row_dot_pairs_cf2x(const float* A, const float* B, float* d, int rows, int cols) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cl"
    int r_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cl"
    int r_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cl"
    if (r_0 < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cl"
        float s_0 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cl"
        for (int j_0 = 0; j_0 < cols; j_0++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cl"
            s_0 += A[r_0 * cols + j_0] * B[r_0 * cols + j_0];
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cl"
        d[r_0] = s_0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cl"
    if (r_1 < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cl"
        float s_1 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cl"
        for (int j_1 = 0; j_1 < cols; j_1++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cl"
            s_1 += A[r_1 * cols + j_1] * B[r_1 * cols + j_1];
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cl"
        d[r_1] = s_1;
    }
}
