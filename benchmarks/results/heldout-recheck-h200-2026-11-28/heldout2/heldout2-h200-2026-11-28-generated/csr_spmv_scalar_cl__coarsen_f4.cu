extern "C" __global__ void csr_spmv_scalar_cf4x(const int* rowptr, const int* cols, const float* vals, const float* x, float* y, int rows) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
    int r_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
    int r_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
    int r_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
    int r_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
    if (r_0 < rows) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
        float s_0 = 0.0f;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
        for (int k_0 = rowptr[r_0]; k_0 < rowptr[r_0 + 1]; k_0++)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
            s_0 += vals[k_0] * x[cols[k_0]];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
        y[r_0] = s_0;
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
    if (r_1 < rows) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
        float s_1 = 0.0f;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
        for (int k_1 = rowptr[r_1]; k_1 < rowptr[r_1 + 1]; k_1++)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
            s_1 += vals[k_1] * x[cols[k_1]];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
        y[r_1] = s_1;
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
    if (r_2 < rows) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
        float s_2 = 0.0f;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
        for (int k_2 = rowptr[r_2]; k_2 < rowptr[r_2 + 1]; k_2++)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
            s_2 += vals[k_2] * x[cols[k_2]];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
        y[r_2] = s_2;
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
    if (r_3 < rows) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
        float s_3 = 0.0f;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
        for (int k_3 = rowptr[r_3]; k_3 < rowptr[r_3 + 1]; k_3++)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
            s_3 += vals[k_3] * x[cols[k_3]];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
        y[r_3] = s_3;
    }
}
