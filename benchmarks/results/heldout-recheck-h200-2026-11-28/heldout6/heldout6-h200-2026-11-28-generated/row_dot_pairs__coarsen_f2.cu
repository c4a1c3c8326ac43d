extern "C" __global__ void row_dot_pairs_cf2x(const float* A, const float* B, float* d, int rows, int cols) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
    int r_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
    int r_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
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
}
