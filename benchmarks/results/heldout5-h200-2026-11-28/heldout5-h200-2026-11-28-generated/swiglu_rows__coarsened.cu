extern "C" __global__ void swiglu_rows_cf2y_st32(const float* X, float* Y, int hidden, int rows) {
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
    int j = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
    int r_0;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
    if (threadIdx.y / 32u * 64u + threadIdx.y % 32u < 8u)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
        r_0 = blockIdx.y * 8u + (threadIdx.y / 32u * 64u + threadIdx.y % 32u);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
    int r_1;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
    if (threadIdx.y / 32u * 64u + threadIdx.y % 32u + 32u < 8u)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
        r_1 = blockIdx.y * 8u + (threadIdx.y / 32u * 64u + threadIdx.y % 32u + 32u);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
    if (threadIdx.y / 32u * 64u + threadIdx.y % 32u < 8u)
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
        if (j < hidden && r_0 < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
            float a_0 = X[2 * r_0 * hidden + j];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
            float b_0 = X[2 * r_0 * hidden + hidden + j];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
            Y[r_0 * hidden + j] = a_0 / (1.0f + expf(-a_0)) * b_0;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
    if (threadIdx.y / 32u * 64u + threadIdx.y % 32u + 32u < 8u)
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
        if (j < hidden && r_1 < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
            float a_1 = X[2 * r_1 * hidden + j];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
            float b_1 = X[2 * r_1 * hidden + hidden + j];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
            Y[r_1 * hidden + j] = a_1 / (1.0f + expf(-a_1)) * b_1;
        }
}
