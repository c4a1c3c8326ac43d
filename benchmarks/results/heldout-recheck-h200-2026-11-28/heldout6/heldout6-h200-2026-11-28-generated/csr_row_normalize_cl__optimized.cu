extern "C" __global__ void csr_row_normalize_opt(const int* rowptr, const float* vals, float* out, int nrows) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cl"
    int r = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cl"
    if (r < nrows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cl"
        int b = rowptr[r];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cl"
        int e = rowptr[r + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cl"
        float s = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cl"
        for (int k = b; k < e; k++)
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cl"
            s += vals[k];
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cl"
        for (int k_1 = b + (int)threadIdx.x; k_1 < e; k_1 += 8)
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cl"
            out[k_1] = vals[k_1] / s;
    }
}
