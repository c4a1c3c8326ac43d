extern "C" __global__ void gemv_col(const float* A, const float* x, float* y, int rows, int cols) {
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
    int j = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
    if (j < cols) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
        float s = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
        for (int i = 0; i < rows; ++i)
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
            s += A[i * cols + j] * x[i];
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/gemv_col.cu"
        y[j] = s;
    }
}
