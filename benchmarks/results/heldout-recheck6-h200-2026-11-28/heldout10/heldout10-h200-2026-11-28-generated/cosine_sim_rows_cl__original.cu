extern "C" __global__ void cosine_sim_rows(const float* A, const float* B, float* sim, int rows, int cols) {
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
    int r = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
    if (r < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
        float dot = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
        float na = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
        float nb = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
        for (int c = 0; c < cols; c++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
            float a = A[r * cols + c];
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
            float b = B[r * cols + c];
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
            dot += a * b;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
            na += a * a;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
            nb += b * b;
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
        sim[r] = dot / sqrtf(na * nb + 1e-8f);
    }
}
