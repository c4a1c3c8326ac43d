extern "C" __global__ void swiglu_rows_cf2x(const float* X, float* Y, int hidden, int rows) {
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
    int j_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
    int j_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
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
}
