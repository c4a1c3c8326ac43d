extern "C" __global__ void cosine_sim_rows(const float* A, const float* B, float* sim, int rows, int cols) {
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cu"
    int r = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cu"
    if (r < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cu"
        float dot = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cu"
        float na = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cu"
        float nb = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cu"
        for (int c = 0; c < cols; c++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cu"
            float a = A[r * cols + c];
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cu"
            float b = B[r * cols + c];
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cu"
            dot += a * b;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cu"
            na += a * a;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cu"
            nb += b * b;
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cu"
        sim[r] = dot / sqrtf(na * nb + 1e-8f);
    }
}
