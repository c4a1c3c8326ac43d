extern "C" __global__ void row_variance_thread(const float* A, float* var, int rows, int cols) {
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
    int r = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
    if (r < rows) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
        float s = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
        for (int c = 0; c < cols; c++)
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
            s += A[r * cols + c];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
        float mean = s / cols;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
        float d2 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
        for (int c_1 = 0; c_1 < cols; c_1++) {
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
            float d = A[r * cols + c_1] - mean;
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
            d2 += d * d;
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
        var[r] = d2 / cols;
    }
}
