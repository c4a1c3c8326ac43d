extern "C" __global__ void cosine_sim_rows_opt(const float* A, const float* B, float* sim, int rows, int cols) {
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cu"
    int r = blockIdx.x * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cu"
    if (r < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cu"
        float dot = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cu"
        float na = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cu"
        float nb = 0.0f;
        {
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cu"
            if (threadIdx.x != 0u)
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cu"
                dot = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cu"
            if (threadIdx.x != 0u)
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cu"
                na = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cu"
            if (threadIdx.x != 0u)
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cu"
                nb = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cu"
            for (int c = 0 + 4 * (int)threadIdx.x; c < cols - 3; c += 128) {
                float4 A_v0;
                float4 B_v1;
                {
                    A_v0 = *(const float4*)&A[r * cols + c];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cu"
                    float a_u0 = A_v0.x;
                    B_v1 = *(const float4*)&B[r * cols + c];
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cu"
                    float b_u0 = B_v1.x;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cu"
                    dot += a_u0 * b_u0;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cu"
                    na += a_u0 * a_u0;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cu"
                    nb += b_u0 * b_u0;
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cu"
                    float a_u1 = A_v0.y;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cu"
                    float b_u1 = B_v1.y;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cu"
                    dot += a_u1 * b_u1;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cu"
                    na += a_u1 * a_u1;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cu"
                    nb += b_u1 * b_u1;
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cu"
                    float a_u2 = A_v0.z;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cu"
                    float b_u2 = B_v1.z;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cu"
                    dot += a_u2 * b_u2;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cu"
                    na += a_u2 * a_u2;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cu"
                    nb += b_u2 * b_u2;
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cu"
                    float a_u3 = A_v0.w;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cu"
                    float b_u3 = B_v1.w;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cu"
                    dot += a_u3 * b_u3;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cu"
                    na += a_u3 * a_u3;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cu"
                    nb += b_u3 * b_u3;
                }
            }
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cu"
            dot += __shfl_xor_sync(4294967295u, dot, 16);
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cu"
            dot += __shfl_xor_sync(4294967295u, dot, 8);
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cu"
            dot += __shfl_xor_sync(4294967295u, dot, 4);
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cu"
            dot += __shfl_xor_sync(4294967295u, dot, 2);
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cu"
            dot += __shfl_xor_sync(4294967295u, dot, 1);
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cu"
            na += __shfl_xor_sync(4294967295u, na, 16);
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cu"
            na += __shfl_xor_sync(4294967295u, na, 8);
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cu"
            na += __shfl_xor_sync(4294967295u, na, 4);
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cu"
            na += __shfl_xor_sync(4294967295u, na, 2);
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cu"
            na += __shfl_xor_sync(4294967295u, na, 1);
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cu"
            nb += __shfl_xor_sync(4294967295u, nb, 16);
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cu"
            nb += __shfl_xor_sync(4294967295u, nb, 8);
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cu"
            nb += __shfl_xor_sync(4294967295u, nb, 4);
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cu"
            nb += __shfl_xor_sync(4294967295u, nb, 2);
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cu"
            nb += __shfl_xor_sync(4294967295u, nb, 1);
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cu"
            for (int c_r = 0 + (cols - 0) / 4 * 4; c_r < cols; c_r++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cu"
                float a_r = A[r * cols + c_r];
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cu"
                float b_r = B[r * cols + c_r];
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cu"
                dot += a_r * b_r;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cu"
                na += a_r * a_r;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cu"
                nb += b_r * b_r;
            }
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/cosine_sim_rows.cu"
        sim[r] = dot / sqrtf(na * nb + 1e-8f);
    }
}
