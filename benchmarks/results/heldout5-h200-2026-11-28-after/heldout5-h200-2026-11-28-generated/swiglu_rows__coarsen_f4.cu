extern "C" __global__ void swiglu_rows_cf4x(const float* X, float* Y, int hidden, int rows) {
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
    int j_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
    int j_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
    int j_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
    int j_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
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
}
