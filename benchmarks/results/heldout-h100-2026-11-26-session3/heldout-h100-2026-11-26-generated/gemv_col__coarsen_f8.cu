extern "C" __global__ void gemv_col_cf8x(const float* A, const float* x, float* y, int rows, int cols) {
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
    int j_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
    int j_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
    int j_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
    int j_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
    int j_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
    int j_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
    int j_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
    int j_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
    if (j_2 < cols) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
        float s_2 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
        for (int i_2 = 0; i_2 < rows; ++i_2)
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
            s_2 += A[i_2 * cols + j_2] * x[i_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
        y[j_2] = s_2;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
    if (j_3 < cols) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
        float s_3 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
        for (int i_3 = 0; i_3 < rows; ++i_3)
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
            s_3 += A[i_3 * cols + j_3] * x[i_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
        y[j_3] = s_3;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
    if (j_4 < cols) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
        float s_4 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
        for (int i_4 = 0; i_4 < rows; ++i_4)
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
            s_4 += A[i_4 * cols + j_4] * x[i_4];
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
        y[j_4] = s_4;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
    if (j_5 < cols) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
        float s_5 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
        for (int i_5 = 0; i_5 < rows; ++i_5)
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
            s_5 += A[i_5 * cols + j_5] * x[i_5];
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
        y[j_5] = s_5;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
    if (j_6 < cols) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
        float s_6 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
        for (int i_6 = 0; i_6 < rows; ++i_6)
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
            s_6 += A[i_6 * cols + j_6] * x[i_6];
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
        y[j_6] = s_6;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
    if (j_7 < cols) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
        float s_7 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
        for (int i_7 = 0; i_7 < rows; ++i_7)
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
            s_7 += A[i_7 * cols + j_7] * x[i_7];
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
        y[j_7] = s_7;
    }
}
