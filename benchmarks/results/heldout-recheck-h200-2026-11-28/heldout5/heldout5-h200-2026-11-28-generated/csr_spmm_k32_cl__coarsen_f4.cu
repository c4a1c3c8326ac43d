extern "C" __global__ void csr_spmm_k32_cf4x(const int* rowptr, const int* colidx, const float* vals, const float* B, float* C, int nrows, int K) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cl"
    int r_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cl"
    int r_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cl"
    int r_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cl"
    int r_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cl"
    if (r_0 < nrows) {
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cl"
        int beg_0 = rowptr[r_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cl"
        int end_0 = rowptr[r_0 + 1];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cl"
        for (int k_0 = 0; k_0 < K; k_0++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cl"
            float s_0 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cl"
            for (int e_0 = beg_0; e_0 < end_0; e_0++)
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cl"
                s_0 += vals[e_0] * B[colidx[e_0] * K + k_0];
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cl"
            C[r_0 * K + k_0] = s_0;
        }
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cl"
    if (r_1 < nrows) {
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cl"
        int beg_1 = rowptr[r_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cl"
        int end_1 = rowptr[r_1 + 1];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cl"
        for (int k_1 = 0; k_1 < K; k_1++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cl"
            float s_1 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cl"
            for (int e_1 = beg_1; e_1 < end_1; e_1++)
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cl"
                s_1 += vals[e_1] * B[colidx[e_1] * K + k_1];
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cl"
            C[r_1 * K + k_1] = s_1;
        }
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cl"
    if (r_2 < nrows) {
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cl"
        int beg_2 = rowptr[r_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cl"
        int end_2 = rowptr[r_2 + 1];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cl"
        for (int k_2 = 0; k_2 < K; k_2++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cl"
            float s_2 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cl"
            for (int e_2 = beg_2; e_2 < end_2; e_2++)
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cl"
                s_2 += vals[e_2] * B[colidx[e_2] * K + k_2];
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cl"
            C[r_2 * K + k_2] = s_2;
        }
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cl"
    if (r_3 < nrows) {
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cl"
        int beg_3 = rowptr[r_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cl"
        int end_3 = rowptr[r_3 + 1];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cl"
        for (int k_3 = 0; k_3 < K; k_3++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cl"
            float s_3 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cl"
            for (int e_3 = beg_3; e_3 < end_3; e_3++)
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cl"
                s_3 += vals[e_3] * B[colidx[e_3] * K + k_3];
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cl"
            C[r_3 * K + k_3] = s_3;
        }
    }
}
