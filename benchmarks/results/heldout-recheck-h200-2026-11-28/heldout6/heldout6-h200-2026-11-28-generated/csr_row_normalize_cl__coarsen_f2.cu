extern "C" __global__ void csr_row_normalize_cf2x(const int* rowptr, const float* vals, float* out, int nrows) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cl"
    int r_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cl"
    int r_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cl"
    if (r_0 < nrows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cl"
        int b_0 = rowptr[r_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cl"
        int e_0 = rowptr[r_0 + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cl"
        float s_0 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cl"
        for (int k_0 = b_0; k_0 < e_0; k_0++)
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cl"
            s_0 += vals[k_0];
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cl"
        for (int k_1_0 = b_0; k_1_0 < e_0; k_1_0++)
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cl"
            out[k_1_0] = vals[k_1_0] / s_0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cl"
    if (r_1 < nrows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cl"
        int b_1 = rowptr[r_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cl"
        int e_1 = rowptr[r_1 + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cl"
        float s_1 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cl"
        for (int k_c1 = b_1; k_c1 < e_1; k_c1++)
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cl"
            s_1 += vals[k_c1];
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cl"
        for (int k_1_1 = b_1; k_1_1 < e_1; k_1_1++)
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cl"
            out[k_1_1] = vals[k_1_1] / s_1;
    }
}
