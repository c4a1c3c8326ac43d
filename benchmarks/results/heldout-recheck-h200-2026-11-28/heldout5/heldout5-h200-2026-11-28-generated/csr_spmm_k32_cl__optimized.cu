extern "C" __global__ void csr_spmm_k32_opt(const int* rowptr, const int* colidx, const float* vals, const float* B, float* C, int nrows, int K) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cl"
    int r = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cl"
    if (r < nrows) {
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cl"
        int beg = rowptr[r];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cl"
        int end = rowptr[r + 1];
        {
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cl"
            for (int k = 0 + 4 * (int)threadIdx.x; k < K - 3; k += 32) {
                float4 C_v0;
                {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cl"
                    float s_u0 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cl"
                    for (int e_u0 = beg; e_u0 < end; e_u0++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cl"
                        s_u0 += vals[e_u0] * B[colidx[e_u0] * K + k];
                    }
                    C_v0.x = s_u0;
                }
                {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cl"
                    float s_u1 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cl"
                    for (int e_u1 = beg; e_u1 < end; e_u1++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cl"
                        s_u1 += vals[e_u1] * B[colidx[e_u1] * K + (k + 1)];
                    }
                    C_v0.y = s_u1;
                }
                {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cl"
                    float s_u2 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cl"
                    for (int e_u2 = beg; e_u2 < end; e_u2++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cl"
                        s_u2 += vals[e_u2] * B[colidx[e_u2] * K + (k + 2)];
                    }
                    C_v0.z = s_u2;
                }
                {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cl"
                    float s_u3 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cl"
                    for (int e_u3 = beg; e_u3 < end; e_u3++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cl"
                        s_u3 += vals[e_u3] * B[colidx[e_u3] * K + (k + 3)];
                    }
                    C_v0.w = s_u3;
                    *(float4*)(&C[r * K + (k + 3)] - 3) = C_v0;
                }
            }
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cl"
            for (int k_r = 0 + (K - 0) / 4 * 4 + (int)threadIdx.x; k_r < K; k_r += 8) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cl"
                float s_r = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cl"
                for (int e_r = beg; e_r < end; e_r++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cl"
                    s_r += vals[e_r] * B[colidx[e_r] * K + k_r];
                }
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cl"
                C[r * K + k_r] = s_r;
            }
        }
    }
}
