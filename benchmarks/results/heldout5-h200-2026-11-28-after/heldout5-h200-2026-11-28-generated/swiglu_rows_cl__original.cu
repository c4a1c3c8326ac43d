extern "C" __global__ void swiglu_rows(const float* X, float* Y, int hidden, int rows) {
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
    int j = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
    int r = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
    if (j < hidden && r < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
        float a = X[2 * r * hidden + j];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
        float b = X[2 * r * hidden + hidden + j];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
        Y[r * hidden + j] = a / (1.0f + expf(-a)) * b;
    }
}
