extern "C" __global__ void gemv_row_cf8x(const float* A, const float* x, float* y, int rows, int cols) {
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_row.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_row.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_row.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_row.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_row.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_row.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_row.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_row.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_row.cu"
    if (i_2 < rows) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_row.cu"
        float s_2 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_row.cu"
        for (int j_2 = 0; j_2 < cols; ++j_2)
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_row.cu"
            s_2 += A[i_2 * cols + j_2] * x[j_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_row.cu"
        y[i_2] = s_2;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_row.cu"
    if (i_3 < rows) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_row.cu"
        float s_3 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_row.cu"
        for (int j_3 = 0; j_3 < cols; ++j_3)
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_row.cu"
            s_3 += A[i_3 * cols + j_3] * x[j_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_row.cu"
        y[i_3] = s_3;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_row.cu"
    if (i_4 < rows) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_row.cu"
        float s_4 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_row.cu"
        for (int j_4 = 0; j_4 < cols; ++j_4)
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_row.cu"
            s_4 += A[i_4 * cols + j_4] * x[j_4];
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_row.cu"
        y[i_4] = s_4;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_row.cu"
    if (i_5 < rows) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_row.cu"
        float s_5 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_row.cu"
        for (int j_5 = 0; j_5 < cols; ++j_5)
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_row.cu"
            s_5 += A[i_5 * cols + j_5] * x[j_5];
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_row.cu"
        y[i_5] = s_5;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_row.cu"
    if (i_6 < rows) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_row.cu"
        float s_6 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_row.cu"
        for (int j_6 = 0; j_6 < cols; ++j_6)
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_row.cu"
            s_6 += A[i_6 * cols + j_6] * x[j_6];
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_row.cu"
        y[i_6] = s_6;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_row.cu"
    if (i_7 < rows) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_row.cu"
        float s_7 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_row.cu"
        for (int j_7 = 0; j_7 < cols; ++j_7)
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_row.cu"
            s_7 += A[i_7 * cols + j_7] * x[j_7];
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_row.cu"
        y[i_7] = s_7;
    }
}
