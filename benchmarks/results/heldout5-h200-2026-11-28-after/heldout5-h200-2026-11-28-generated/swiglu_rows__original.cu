extern "C" __global__ void swiglu_rows(const float* X, float* Y, int hidden, int rows) {
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
    int j = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
    int r = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
    if (j < hidden && r < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
        float a = X[2 * r * hidden + j];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
        float b = X[2 * r * hidden + hidden + j];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cu"
        Y[r * hidden + j] = a / (1.0f + expf(-a)) * b;
    }
}
