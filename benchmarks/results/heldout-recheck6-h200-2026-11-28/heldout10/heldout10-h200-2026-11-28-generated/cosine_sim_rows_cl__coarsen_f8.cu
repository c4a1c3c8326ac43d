extern "C" __global__ void cosine_sim_rows_cf8x(const float* A, const float* B, float* sim, int rows, int cols) {
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
    int r_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
    int r_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
    int r_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
    int r_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
    int r_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
    int r_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
    int r_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
    int r_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
    if (r_0 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
        float dot_0 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
        float na_0 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
        float nb_0 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
        for (int c_0 = 0; c_0 < cols; c_0++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
            float a_0 = A[r_0 * cols + c_0];
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
            float b_0 = B[r_0 * cols + c_0];
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
            dot_0 += a_0 * b_0;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
            na_0 += a_0 * a_0;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
            nb_0 += b_0 * b_0;
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
        sim[r_0] = dot_0 / sqrtf(na_0 * nb_0 + 1e-8f);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
    if (r_1 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
        float dot_1 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
        float na_1 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
        float nb_1 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
        for (int c_1 = 0; c_1 < cols; c_1++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
            float a_1 = A[r_1 * cols + c_1];
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
            float b_1 = B[r_1 * cols + c_1];
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
            dot_1 += a_1 * b_1;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
            na_1 += a_1 * a_1;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
            nb_1 += b_1 * b_1;
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
        sim[r_1] = dot_1 / sqrtf(na_1 * nb_1 + 1e-8f);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
    if (r_2 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
        float dot_2 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
        float na_2 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
        float nb_2 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
        for (int c_2 = 0; c_2 < cols; c_2++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
            float a_2 = A[r_2 * cols + c_2];
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
            float b_2 = B[r_2 * cols + c_2];
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
            dot_2 += a_2 * b_2;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
            na_2 += a_2 * a_2;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
            nb_2 += b_2 * b_2;
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
        sim[r_2] = dot_2 / sqrtf(na_2 * nb_2 + 1e-8f);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
    if (r_3 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
        float dot_3 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
        float na_3 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
        float nb_3 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
        for (int c_3 = 0; c_3 < cols; c_3++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
            float a_3 = A[r_3 * cols + c_3];
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
            float b_3 = B[r_3 * cols + c_3];
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
            dot_3 += a_3 * b_3;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
            na_3 += a_3 * a_3;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
            nb_3 += b_3 * b_3;
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
        sim[r_3] = dot_3 / sqrtf(na_3 * nb_3 + 1e-8f);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
    if (r_4 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
        float dot_4 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
        float na_4 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
        float nb_4 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
        for (int c_4 = 0; c_4 < cols; c_4++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
            float a_4 = A[r_4 * cols + c_4];
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
            float b_4 = B[r_4 * cols + c_4];
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
            dot_4 += a_4 * b_4;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
            na_4 += a_4 * a_4;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
            nb_4 += b_4 * b_4;
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
        sim[r_4] = dot_4 / sqrtf(na_4 * nb_4 + 1e-8f);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
    if (r_5 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
        float dot_5 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
        float na_5 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
        float nb_5 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
        for (int c_5 = 0; c_5 < cols; c_5++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
            float a_5 = A[r_5 * cols + c_5];
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
            float b_5 = B[r_5 * cols + c_5];
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
            dot_5 += a_5 * b_5;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
            na_5 += a_5 * a_5;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
            nb_5 += b_5 * b_5;
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
        sim[r_5] = dot_5 / sqrtf(na_5 * nb_5 + 1e-8f);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
    if (r_6 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
        float dot_6 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
        float na_6 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
        float nb_6 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
        for (int c_6 = 0; c_6 < cols; c_6++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
            float a_6 = A[r_6 * cols + c_6];
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
            float b_6 = B[r_6 * cols + c_6];
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
            dot_6 += a_6 * b_6;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
            na_6 += a_6 * a_6;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
            nb_6 += b_6 * b_6;
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
        sim[r_6] = dot_6 / sqrtf(na_6 * nb_6 + 1e-8f);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
    if (r_7 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
        float dot_7 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
        float na_7 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
        float nb_7 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
        for (int c_7 = 0; c_7 < cols; c_7++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
            float a_7 = A[r_7 * cols + c_7];
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
            float b_7 = B[r_7 * cols + c_7];
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
            dot_7 += a_7 * b_7;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
            na_7 += a_7 * a_7;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
            nb_7 += b_7 * b_7;
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
        sim[r_7] = dot_7 / sqrtf(na_7 * nb_7 + 1e-8f);
    }
}
