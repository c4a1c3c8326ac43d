extern "C" __global__ void csr_spmm_k32_hand(const int* rowptr, const int* colidx, const float* vals, const float* B, float* C, int nrows, int K) {
#line 10 "/work/main/.stage/main/benchmarks/heldout5/hand/csr_spmm_k32_hand.cl"
    int k = (unsigned long long)threadIdx.x;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/hand/csr_spmm_k32_hand.cl"
    int r = (unsigned long long)blockIdx.x * 8 + (unsigned long long)threadIdx.y;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/hand/csr_spmm_k32_hand.cl"
    if (r < nrows) {
#line 13 "/work/main/.stage/main/benchmarks/heldout5/hand/csr_spmm_k32_hand.cl"
        int end = rowptr[r + 1];
#line 14 "/work/main/.stage/main/benchmarks/heldout5/hand/csr_spmm_k32_hand.cl"
        float s = 0.0f;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/hand/csr_spmm_k32_hand.cl"
        for (int e = rowptr[r]; e < end; e++)
#line 16 "/work/main/.stage/main/benchmarks/heldout5/hand/csr_spmm_k32_hand.cl"
            s += vals[e] * B[colidx[e] * K + k];
#line 17 "/work/main/.stage/main/benchmarks/heldout5/hand/csr_spmm_k32_hand.cl"
        C[r * K + k] = s;
    }
}
