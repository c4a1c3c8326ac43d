extern "C" __global__ void csr_spmm_k32_hand(const int* rowptr, const int* colidx, const float* vals, const float* B, float* C, int nrows, int K) {
#line 10 "/work/main/.stage/main/benchmarks/heldout5/hand/csr_spmm_k32_hand.cu"
    int k = threadIdx.x;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/hand/csr_spmm_k32_hand.cu"
    int r = blockIdx.x * 8 + threadIdx.y;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/hand/csr_spmm_k32_hand.cu"
    if (r < nrows) {
#line 13 "/work/main/.stage/main/benchmarks/heldout5/hand/csr_spmm_k32_hand.cu"
        int end = rowptr[r + 1];
#line 14 "/work/main/.stage/main/benchmarks/heldout5/hand/csr_spmm_k32_hand.cu"
        float s = 0.0f;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/hand/csr_spmm_k32_hand.cu"
        for (int e = rowptr[r]; e < end; e++)
#line 16 "/work/main/.stage/main/benchmarks/heldout5/hand/csr_spmm_k32_hand.cu"
            s += vals[e] * B[colidx[e] * K + k];
#line 17 "/work/main/.stage/main/benchmarks/heldout5/hand/csr_spmm_k32_hand.cu"
        C[r * K + k] = s;
    }
}
