extern "C" __global__ void cosine_sim_rows_cf4x(const float* A, const float* B, float* sim, int rows, int cols) {
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
    int r_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
    int r_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
    int r_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
    int r_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
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
}
