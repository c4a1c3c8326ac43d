extern "C" __global__ void row_variance_thread_cf4x(const float* A, float* var, int rows, int cols) {
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
    int r_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
    int r_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
    int r_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
    int r_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
    if (r_0 < rows) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
        float s_0 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
        for (int c_0 = 0; c_0 < cols; c_0++)
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
            s_0 += A[r_0 * cols + c_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
        float mean_0 = s_0 / cols;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
        float d2_0 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
        for (int c_1_0 = 0; c_1_0 < cols; c_1_0++) {
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
            float d_0 = A[r_0 * cols + c_1_0] - mean_0;
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
            d2_0 += d_0 * d_0;
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
        var[r_0] = d2_0 / cols;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
    if (r_1 < rows) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
        float s_1 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
        for (int c_c1 = 0; c_c1 < cols; c_c1++)
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
            s_1 += A[r_1 * cols + c_c1];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
        float mean_1 = s_1 / cols;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
        float d2_1 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
        for (int c_1_1 = 0; c_1_1 < cols; c_1_1++) {
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
            float d_1 = A[r_1 * cols + c_1_1] - mean_1;
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
            d2_1 += d_1 * d_1;
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
        var[r_1] = d2_1 / cols;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
    if (r_2 < rows) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
        float s_2 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
        for (int c_2 = 0; c_2 < cols; c_2++)
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
            s_2 += A[r_2 * cols + c_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
        float mean_2 = s_2 / cols;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
        float d2_2 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
        for (int c_1_2 = 0; c_1_2 < cols; c_1_2++) {
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
            float d_2 = A[r_2 * cols + c_1_2] - mean_2;
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
            d2_2 += d_2 * d_2;
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
        var[r_2] = d2_2 / cols;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
    if (r_3 < rows) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
        float s_3 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
        for (int c_3 = 0; c_3 < cols; c_3++)
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
            s_3 += A[r_3 * cols + c_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
        float mean_3 = s_3 / cols;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
        float d2_3 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
        for (int c_1_3 = 0; c_1_3 < cols; c_1_3++) {
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
            float d_3 = A[r_3 * cols + c_1_3] - mean_3;
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
            d2_3 += d_3 * d_3;
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cu"
        var[r_3] = d2_3 / cols;
    }
}
