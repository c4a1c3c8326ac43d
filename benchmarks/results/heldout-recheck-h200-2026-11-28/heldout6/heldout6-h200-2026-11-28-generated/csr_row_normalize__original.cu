extern "C" __global__ void csr_row_normalize(const int* rowptr, const float* vals, float* out, int nrows) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cu"
    int r = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cu"
    if (r < nrows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cu"
        int b = rowptr[r];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cu"
        int e = rowptr[r + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cu"
        float s = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cu"
        for (int k = b; k < e; k++)
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cu"
            s += vals[k];
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cu"
        for (int k_1 = b; k_1 < e; k_1++)
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cu"
            out[k_1] = vals[k_1] / s;
    }
}
