extern "C" __global__ void gemv_row(const float* A, const float* x, float* y, int rows, int cols) {
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_row.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_row.cu"
    if (i < rows) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_row.cu"
        float s = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_row.cu"
        for (int j = 0; j < cols; ++j)
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_row.cu"
            s += A[i * cols + j] * x[j];
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_row.cu"
        y[i] = s;
    }
}
