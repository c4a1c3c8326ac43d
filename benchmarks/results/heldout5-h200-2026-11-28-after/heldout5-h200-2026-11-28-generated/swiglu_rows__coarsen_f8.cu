extern "C" __global__ void swiglu_rows_cf8x(const float* X, float* Y, int hidden, int rows) {
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
    int j_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
    int j_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
    int j_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
    int j_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
    int j_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
    int j_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
    int j_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
    int j_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
    int r = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
    if (j_0 < hidden && r < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
        float a_0 = X[2 * r * hidden + j_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
        float b_0 = X[2 * r * hidden + hidden + j_0];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
        Y[r * hidden + j_0] = a_0 / (1.0f + expf(-a_0)) * b_0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
    if (j_1 < hidden && r < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
        float a_1 = X[2 * r * hidden + j_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
        float b_1 = X[2 * r * hidden + hidden + j_1];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
        Y[r * hidden + j_1] = a_1 / (1.0f + expf(-a_1)) * b_1;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
    if (j_2 < hidden && r < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
        float a_2 = X[2 * r * hidden + j_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
        float b_2 = X[2 * r * hidden + hidden + j_2];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
        Y[r * hidden + j_2] = a_2 / (1.0f + expf(-a_2)) * b_2;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
    if (j_3 < hidden && r < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
        float a_3 = X[2 * r * hidden + j_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
        float b_3 = X[2 * r * hidden + hidden + j_3];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
        Y[r * hidden + j_3] = a_3 / (1.0f + expf(-a_3)) * b_3;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
    if (j_4 < hidden && r < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
        float a_4 = X[2 * r * hidden + j_4];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
        float b_4 = X[2 * r * hidden + hidden + j_4];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
        Y[r * hidden + j_4] = a_4 / (1.0f + expf(-a_4)) * b_4;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
    if (j_5 < hidden && r < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
        float a_5 = X[2 * r * hidden + j_5];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
        float b_5 = X[2 * r * hidden + hidden + j_5];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
        Y[r * hidden + j_5] = a_5 / (1.0f + expf(-a_5)) * b_5;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
    if (j_6 < hidden && r < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
        float a_6 = X[2 * r * hidden + j_6];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
        float b_6 = X[2 * r * hidden + hidden + j_6];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
        Y[r * hidden + j_6] = a_6 / (1.0f + expf(-a_6)) * b_6;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
    if (j_7 < hidden && r < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
        float a_7 = X[2 * r * hidden + j_7];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
        float b_7 = X[2 * r * hidden + hidden + j_7];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
        Y[r * hidden + j_7] = a_7 / (1.0f + expf(-a_7)) * b_7;
    }
}
