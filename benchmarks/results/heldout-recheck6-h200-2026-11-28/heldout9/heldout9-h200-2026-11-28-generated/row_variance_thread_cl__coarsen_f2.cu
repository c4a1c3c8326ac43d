extern "C" __global__ void row_variance_thread_cf2x(const float* A, float* var, int rows, int cols) {
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
    int r_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
    int r_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
    if (r_0 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        float s_0 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        for (int c_0 = 0; c_0 < cols; c_0++)
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
            s_0 += A[r_0 * cols + c_0];
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        float mean_0 = s_0 / cols;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        float d2_0 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        for (int c_1_0 = 0; c_1_0 < cols; c_1_0++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
            float d_0 = A[r_0 * cols + c_1_0] - mean_0;
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
            d2_0 += d_0 * d_0;
        }
#line 17 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        var[r_0] = d2_0 / cols;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
    if (r_1 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        float s_1 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        for (int c_c1 = 0; c_c1 < cols; c_c1++)
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
            s_1 += A[r_1 * cols + c_c1];
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        float mean_1 = s_1 / cols;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        float d2_1 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        for (int c_1_1 = 0; c_1_1 < cols; c_1_1++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
            float d_1 = A[r_1 * cols + c_1_1] - mean_1;
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
            d2_1 += d_1 * d_1;
        }
#line 17 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        var[r_1] = d2_1 / cols;
    }
}
