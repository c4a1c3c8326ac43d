extern "C" __global__ void csr_spmv_scalar(const int* rowptr, const int* cols, const float* vals, const float* x, float* y, int rows) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
    int r = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
    if (r < rows) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
        float s = 0.0f;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
        for (int k = rowptr[r]; k < rowptr[r + 1]; k++)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
            s += vals[k] * x[cols[k]];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
        y[r] = s;
    }
}
