extern "C" __global__ void csr_spmm_k32(const int* rowptr, const int* colidx, const float* vals, const float* B, float* C, int nrows, int K) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cl"
    int r = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cl"
    if (r < nrows) {
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cl"
        int beg = rowptr[r];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cl"
        int end = rowptr[r + 1];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cl"
        for (int k = 0; k < K; k++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cl"
            float s = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cl"
            for (int e = beg; e < end; e++)
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cl"
                s += vals[e] * B[colidx[e] * K + k];
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cl"
            C[r * K + k] = s;
        }
    }
}
