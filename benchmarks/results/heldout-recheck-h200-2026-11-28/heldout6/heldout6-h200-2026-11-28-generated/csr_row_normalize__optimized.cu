extern "C" __global__ void csr_row_normalize_opt(const int* rowptr, const float* vals, float* out, int nrows) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cu"
    int r = blockIdx.x * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cu"
    if (r < nrows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cu"
        int b = rowptr[r];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cu"
        int e = rowptr[r + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cu"
        float s = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cu"
        if (threadIdx.x != 0u)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cu"
            s = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cu"
        for (int k = b + (int)threadIdx.x; k < e; k += 8)
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cu"
            s += vals[k];
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cu"
        s += __shfl_xor_sync(255u << ((threadIdx.y * 8u) & 31u), s, 4);
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cu"
        s += __shfl_xor_sync(255u << ((threadIdx.y * 8u) & 31u), s, 2);
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cu"
        s += __shfl_xor_sync(255u << ((threadIdx.y * 8u) & 31u), s, 1);
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cu"
        for (int k_1 = b + (int)threadIdx.x; k_1 < e; k_1 += 8)
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cu"
            out[k_1] = vals[k_1] / s;
    }
}
