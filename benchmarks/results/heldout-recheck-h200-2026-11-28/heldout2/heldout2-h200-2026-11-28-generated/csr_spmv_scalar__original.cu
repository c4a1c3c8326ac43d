extern "C" __global__ void csr_spmv_scalar(const int* rowptr, const int* cols, const float* vals, const float* x, float* y, int rows) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
    int r = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
    if (r < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
        float s = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
        for (int k = rowptr[r]; k < rowptr[r + 1]; k++)
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
            s += vals[k] * x[cols[k]];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
        y[r] = s;
    }
}
