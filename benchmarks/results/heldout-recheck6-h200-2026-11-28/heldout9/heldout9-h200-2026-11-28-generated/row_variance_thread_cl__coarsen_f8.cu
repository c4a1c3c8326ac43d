extern "C" __global__ void row_variance_thread_cf8x(const float* A, float* var, int rows, int cols) {
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
    int r_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
    int r_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
    int r_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
    int r_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
    int r_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
    int r_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
    int r_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
    int r_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
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
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
    if (r_2 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        float s_2 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        for (int c_2 = 0; c_2 < cols; c_2++)
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
            s_2 += A[r_2 * cols + c_2];
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        float mean_2 = s_2 / cols;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        float d2_2 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        for (int c_1_2 = 0; c_1_2 < cols; c_1_2++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
            float d_2 = A[r_2 * cols + c_1_2] - mean_2;
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
            d2_2 += d_2 * d_2;
        }
#line 17 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        var[r_2] = d2_2 / cols;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
    if (r_3 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        float s_3 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        for (int c_3 = 0; c_3 < cols; c_3++)
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
            s_3 += A[r_3 * cols + c_3];
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        float mean_3 = s_3 / cols;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        float d2_3 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        for (int c_1_3 = 0; c_1_3 < cols; c_1_3++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
            float d_3 = A[r_3 * cols + c_1_3] - mean_3;
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
            d2_3 += d_3 * d_3;
        }
#line 17 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        var[r_3] = d2_3 / cols;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
    if (r_4 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        float s_4 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        for (int c_4 = 0; c_4 < cols; c_4++)
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
            s_4 += A[r_4 * cols + c_4];
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        float mean_4 = s_4 / cols;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        float d2_4 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        for (int c_1_4 = 0; c_1_4 < cols; c_1_4++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
            float d_4 = A[r_4 * cols + c_1_4] - mean_4;
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
            d2_4 += d_4 * d_4;
        }
#line 17 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        var[r_4] = d2_4 / cols;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
    if (r_5 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        float s_5 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        for (int c_5 = 0; c_5 < cols; c_5++)
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
            s_5 += A[r_5 * cols + c_5];
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        float mean_5 = s_5 / cols;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        float d2_5 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        for (int c_1_5 = 0; c_1_5 < cols; c_1_5++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
            float d_5 = A[r_5 * cols + c_1_5] - mean_5;
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
            d2_5 += d_5 * d_5;
        }
#line 17 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        var[r_5] = d2_5 / cols;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
    if (r_6 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        float s_6 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        for (int c_6 = 0; c_6 < cols; c_6++)
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
            s_6 += A[r_6 * cols + c_6];
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        float mean_6 = s_6 / cols;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        float d2_6 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        for (int c_1_6 = 0; c_1_6 < cols; c_1_6++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
            float d_6 = A[r_6 * cols + c_1_6] - mean_6;
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
            d2_6 += d_6 * d_6;
        }
#line 17 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        var[r_6] = d2_6 / cols;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
    if (r_7 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        float s_7 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        for (int c_7 = 0; c_7 < cols; c_7++)
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
            s_7 += A[r_7 * cols + c_7];
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        float mean_7 = s_7 / cols;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        float d2_7 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        for (int c_1_7 = 0; c_1_7 < cols; c_1_7++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
            float d_7 = A[r_7 * cols + c_1_7] - mean_7;
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
            d2_7 += d_7 * d_7;
        }
#line 17 "/work/main/.stage/main/benchmarks/heldout9/kernels/row_variance_thread.cl"
        var[r_7] = d2_7 / cols;
    }
}
