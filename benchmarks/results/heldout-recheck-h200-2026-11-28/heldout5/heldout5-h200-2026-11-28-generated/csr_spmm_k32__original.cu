extern "C" __global__ void csr_spmm_k32(const int* rowptr, const int* colidx, const float* vals, const float* B, float* C, int nrows, int K) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
    int r = blockIdx.x * blockDim.x + threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
    if (r < nrows) {
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
        int beg = rowptr[r];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
        int end = rowptr[r + 1];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
        for (int k = 0; k < K; k++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
            float s = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
            for (int e = beg; e < end; e++)
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
                s += vals[e] * B[colidx[e] * K + k];
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/csr_spmm_k32.cu"
            C[r * K + k] = s;
        }
    }
}
