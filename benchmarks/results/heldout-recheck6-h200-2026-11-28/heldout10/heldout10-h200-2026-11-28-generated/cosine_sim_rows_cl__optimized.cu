extern "C" __global__ void cosine_sim_rows_opt(const float* A, const float* B, float* sim, int rows, int cols) {
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
    __shared__ float dot_part[256];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
    __shared__ float na_part[256];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
    __shared__ float nb_part[256];
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
    int r = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
    if (r < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
        float dot = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
        float na = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
        float nb = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
        if (threadIdx.x != 0u)
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
            dot = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
        if (threadIdx.x != 0u)
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
            na = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
        if (threadIdx.x != 0u)
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
            nb = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
        for (int c = 0 + (int)threadIdx.x; c < cols; c += 32) {
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
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
        dot_part[threadIdx.y * 32u + threadIdx.x] = dot;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
        na_part[threadIdx.y * 32u + threadIdx.x] = na;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
        nb_part[threadIdx.y * 32u + threadIdx.x] = nb;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
        __syncthreads();
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
        if (threadIdx.x < 16u) {
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
            dot_part[threadIdx.y * 32u + threadIdx.x] += dot_part[threadIdx.y * 32u + (threadIdx.x + 16u)];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
            na_part[threadIdx.y * 32u + threadIdx.x] += na_part[threadIdx.y * 32u + (threadIdx.x + 16u)];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
            nb_part[threadIdx.y * 32u + threadIdx.x] += nb_part[threadIdx.y * 32u + (threadIdx.x + 16u)];
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
        __syncthreads();
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
        if (threadIdx.x < 8u) {
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
            dot_part[threadIdx.y * 32u + threadIdx.x] += dot_part[threadIdx.y * 32u + (threadIdx.x + 8u)];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
            na_part[threadIdx.y * 32u + threadIdx.x] += na_part[threadIdx.y * 32u + (threadIdx.x + 8u)];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
            nb_part[threadIdx.y * 32u + threadIdx.x] += nb_part[threadIdx.y * 32u + (threadIdx.x + 8u)];
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
        __syncthreads();
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
        if (threadIdx.x < 4u) {
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
            dot_part[threadIdx.y * 32u + threadIdx.x] += dot_part[threadIdx.y * 32u + (threadIdx.x + 4u)];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
            na_part[threadIdx.y * 32u + threadIdx.x] += na_part[threadIdx.y * 32u + (threadIdx.x + 4u)];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
            nb_part[threadIdx.y * 32u + threadIdx.x] += nb_part[threadIdx.y * 32u + (threadIdx.x + 4u)];
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
        __syncthreads();
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
        if (threadIdx.x < 2u) {
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
            dot_part[threadIdx.y * 32u + threadIdx.x] += dot_part[threadIdx.y * 32u + (threadIdx.x + 2u)];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
            na_part[threadIdx.y * 32u + threadIdx.x] += na_part[threadIdx.y * 32u + (threadIdx.x + 2u)];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
            nb_part[threadIdx.y * 32u + threadIdx.x] += nb_part[threadIdx.y * 32u + (threadIdx.x + 2u)];
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
        __syncthreads();
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
        if (threadIdx.x < 1u) {
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
            dot_part[threadIdx.y * 32u + threadIdx.x] += dot_part[threadIdx.y * 32u + (threadIdx.x + 1u)];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
            na_part[threadIdx.y * 32u + threadIdx.x] += na_part[threadIdx.y * 32u + (threadIdx.x + 1u)];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
            nb_part[threadIdx.y * 32u + threadIdx.x] += nb_part[threadIdx.y * 32u + (threadIdx.x + 1u)];
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
        __syncthreads();
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
        dot = dot_part[threadIdx.y * 32u + 0u];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
        na = na_part[threadIdx.y * 32u + 0u];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
        nb = nb_part[threadIdx.y * 32u + 0u];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
        __syncthreads();
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cl"
        sim[r] = dot / sqrtf(na * nb + 1e-8f);
    }
}
