extern "C" __global__ void coo_spmv_atomic_cf2x(const int* row, const int* col, const int* val, const int* x, int* y, int nnz) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cl"
    int k_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cl"
    int k_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cl"
    if (k_0 < nnz)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cl"
        atomicAdd(&y[row[k_0]], val[k_0] * x[col[k_0]]);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cl"
    if (k_1 < nnz)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cl"
        atomicAdd(&y[row[k_1]], val[k_1] * x[col[k_1]]);
}
