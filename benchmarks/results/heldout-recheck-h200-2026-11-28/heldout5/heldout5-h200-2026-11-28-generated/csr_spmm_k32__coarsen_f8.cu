extern "C" __global__ void csr_spmm_k32_cf8x(const int* rowptr, const int* colidx, const float* vals, const float* B, float* C, int nrows, int K) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
    int r_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
    int r_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
    int r_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
    int r_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
    int r_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
    int r_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
    int r_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
    int r_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
    if (r_0 < nrows) {
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
        int beg_0 = rowptr[r_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
        int end_0 = rowptr[r_0 + 1];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
        for (int k_0 = 0; k_0 < K; k_0++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
            float s_0 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
            for (int e_0 = beg_0; e_0 < end_0; e_0++)
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
                s_0 += vals[e_0] * B[colidx[e_0] * K + k_0];
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
            C[r_0 * K + k_0] = s_0;
        }
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
    if (r_1 < nrows) {
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
        int beg_1 = rowptr[r_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
        int end_1 = rowptr[r_1 + 1];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
        for (int k_1 = 0; k_1 < K; k_1++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
            float s_1 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
            for (int e_1 = beg_1; e_1 < end_1; e_1++)
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
                s_1 += vals[e_1] * B[colidx[e_1] * K + k_1];
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
            C[r_1 * K + k_1] = s_1;
        }
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
    if (r_2 < nrows) {
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
        int beg_2 = rowptr[r_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
        int end_2 = rowptr[r_2 + 1];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
        for (int k_2 = 0; k_2 < K; k_2++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
            float s_2 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
            for (int e_2 = beg_2; e_2 < end_2; e_2++)
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
                s_2 += vals[e_2] * B[colidx[e_2] * K + k_2];
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
            C[r_2 * K + k_2] = s_2;
        }
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
    if (r_3 < nrows) {
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
        int beg_3 = rowptr[r_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
        int end_3 = rowptr[r_3 + 1];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
        for (int k_3 = 0; k_3 < K; k_3++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
            float s_3 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
            for (int e_3 = beg_3; e_3 < end_3; e_3++)
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
                s_3 += vals[e_3] * B[colidx[e_3] * K + k_3];
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
            C[r_3 * K + k_3] = s_3;
        }
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
    if (r_4 < nrows) {
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
        int beg_4 = rowptr[r_4];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
        int end_4 = rowptr[r_4 + 1];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
        for (int k_4 = 0; k_4 < K; k_4++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
            float s_4 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
            for (int e_4 = beg_4; e_4 < end_4; e_4++)
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
                s_4 += vals[e_4] * B[colidx[e_4] * K + k_4];
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
            C[r_4 * K + k_4] = s_4;
        }
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
    if (r_5 < nrows) {
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
        int beg_5 = rowptr[r_5];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
        int end_5 = rowptr[r_5 + 1];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
        for (int k_5 = 0; k_5 < K; k_5++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
            float s_5 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
            for (int e_5 = beg_5; e_5 < end_5; e_5++)
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
                s_5 += vals[e_5] * B[colidx[e_5] * K + k_5];
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
            C[r_5 * K + k_5] = s_5;
        }
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
    if (r_6 < nrows) {
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
        int beg_6 = rowptr[r_6];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
        int end_6 = rowptr[r_6 + 1];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
        for (int k_6 = 0; k_6 < K; k_6++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
            float s_6 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
            for (int e_6 = beg_6; e_6 < end_6; e_6++)
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
                s_6 += vals[e_6] * B[colidx[e_6] * K + k_6];
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
            C[r_6 * K + k_6] = s_6;
        }
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
    if (r_7 < nrows) {
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
        int beg_7 = rowptr[r_7];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
        int end_7 = rowptr[r_7 + 1];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
        for (int k_7 = 0; k_7 < K; k_7++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
            float s_7 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
            for (int e_7 = beg_7; e_7 < end_7; e_7++)
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
                s_7 += vals[e_7] * B[colidx[e_7] * K + k_7];
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
            C[r_7 * K + k_7] = s_7;
        }
    }
}
