extern "C" __global__ void csr_spmv_scalar_cf2x(const int* rowptr, const int* cols, const float* vals, const float* x, float* y, int rows) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
    int r_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
    int r_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
    if (r_0 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
        float s_0 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
        for (int k_0 = rowptr[r_0]; k_0 < rowptr[r_0 + 1]; k_0++)
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
            s_0 += vals[k_0] * x[cols[k_0]];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
        y[r_0] = s_0;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
    if (r_1 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
        float s_1 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
        for (int k_1 = rowptr[r_1]; k_1 < rowptr[r_1 + 1]; k_1++)
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
            s_1 += vals[k_1] * x[cols[k_1]];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
        y[r_1] = s_1;
    }
}
