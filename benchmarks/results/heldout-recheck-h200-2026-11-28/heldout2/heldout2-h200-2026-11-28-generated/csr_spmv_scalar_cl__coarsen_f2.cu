extern "C" __global__ void csr_spmv_scalar_cf2x(const int* rowptr, const int* cols, const float* vals, const float* x, float* y, int rows) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
    int r_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
    int r_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
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
}
