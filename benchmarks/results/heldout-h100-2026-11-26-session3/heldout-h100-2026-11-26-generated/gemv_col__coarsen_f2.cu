extern "C" __global__ void gemv_col_cf2x(const float* A, const float* x, float* y, int rows, int cols) {
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
    int j_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
    int j_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
    if (j_0 < cols) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
        float s_0 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
        for (int i_0 = 0; i_0 < rows; ++i_0)
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
            s_0 += A[i_0 * cols + j_0] * x[i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
        y[j_0] = s_0;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
    if (j_1 < cols) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
        float s_1 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
        for (int i_1 = 0; i_1 < rows; ++i_1)
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
            s_1 += A[i_1 * cols + j_1] * x[i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
        y[j_1] = s_1;
    }
}
