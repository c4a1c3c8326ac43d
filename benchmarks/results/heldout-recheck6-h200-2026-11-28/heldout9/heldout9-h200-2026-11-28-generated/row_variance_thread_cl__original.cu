extern "C" __global__ void row_variance_thread(const float* A, float* var, int rows, int cols) {
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
    int r = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
    if (r < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        float s = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        for (int c = 0; c < cols; c++)
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
            s += A[r * cols + c];
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        float mean = s / cols;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        float d2 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        for (int c_1 = 0; c_1 < cols; c_1++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
            float d = A[r * cols + c_1] - mean;
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
            d2 += d * d;
        }
#line 17 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        var[r] = d2 / cols;
    }
}
