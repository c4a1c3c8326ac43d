extern "C" __global__ void cosine_sim_rows_cf2x(const float* A, const float* B, float* sim, int rows, int cols) {
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
    int r_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
    int r_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
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
}
