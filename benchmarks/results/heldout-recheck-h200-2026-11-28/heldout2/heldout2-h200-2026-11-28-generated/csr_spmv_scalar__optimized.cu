extern "C" __global__ void csr_spmv_scalar_opt(const int* rowptr, const int* cols, const float* vals, const float* x, float* y, int rows) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
    int r = blockIdx.x * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
    if (r < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
        float s = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
        if (threadIdx.x != 0u)
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
            s = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
        for (int k = rowptr[r] + (int)threadIdx.x; k < rowptr[r + 1]; k += 8)
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
            s += vals[k] * x[cols[k]];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
        s += __shfl_xor_sync(255u << ((threadIdx.y * 8u) & 31u), s, 4);
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
        s += __shfl_xor_sync(255u << ((threadIdx.y * 8u) & 31u), s, 2);
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
        s += __shfl_xor_sync(255u << ((threadIdx.y * 8u) & 31u), s, 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
        y[r] = s;
    }
}
