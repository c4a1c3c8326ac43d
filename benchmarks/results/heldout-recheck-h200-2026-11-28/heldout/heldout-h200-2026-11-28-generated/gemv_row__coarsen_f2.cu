extern "C" __global__ void gemv_row_cf2x(const float* A, const float* x, float* y, int rows, int cols) {
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_row.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_row.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_row.cu"
    if (i_0 < rows) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_row.cu"
        float s_0 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_row.cu"
        for (int j_0 = 0; j_0 < cols; ++j_0)
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_row.cu"
            s_0 += A[i_0 * cols + j_0] * x[j_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_row.cu"
        y[i_0] = s_0;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_row.cu"
    if (i_1 < rows) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_row.cu"
        float s_1 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_row.cu"
        for (int j_1 = 0; j_1 < cols; ++j_1)
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_row.cu"
            s_1 += A[i_1 * cols + j_1] * x[j_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_row.cu"
        y[i_1] = s_1;
    }
}
