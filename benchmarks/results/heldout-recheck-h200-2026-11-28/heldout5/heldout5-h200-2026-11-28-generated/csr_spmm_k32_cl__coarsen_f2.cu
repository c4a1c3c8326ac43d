extern "C" __global__ void csr_spmm_k32_cf2x(const int* rowptr, const int* colidx, const float* vals, const float* B, float* C, int nrows, int K) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cl"
    int r_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cl"
    int r_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
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
}
