extern "C" __global__ void coo_spmv_atomic_cf8x(const int* row, const int* col, const int* val, const int* x, int* y, int nnz) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cl"
    int k_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cl"
    int k_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cl"
    int k_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cl"
    int k_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cl"
    int k_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cl"
    int k_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cl"
    int k_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cl"
    int k_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cl"
    if (k_0 < nnz)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cl"
        atomicAdd(&y[row[k_0]], val[k_0] * x[col[k_0]]);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cl"
    if (k_1 < nnz)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cl"
        atomicAdd(&y[row[k_1]], val[k_1] * x[col[k_1]]);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cl"
    if (k_2 < nnz)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cl"
        atomicAdd(&y[row[k_2]], val[k_2] * x[col[k_2]]);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cl"
    if (k_3 < nnz)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cl"
        atomicAdd(&y[row[k_3]], val[k_3] * x[col[k_3]]);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cl"
    if (k_4 < nnz)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cl"
        atomicAdd(&y[row[k_4]], val[k_4] * x[col[k_4]]);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cl"
    if (k_5 < nnz)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cl"
        atomicAdd(&y[row[k_5]], val[k_5] * x[col[k_5]]);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cl"
    if (k_6 < nnz)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cl"
        atomicAdd(&y[row[k_6]], val[k_6] * x[col[k_6]]);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cl"
    if (k_7 < nnz)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cl"
        atomicAdd(&y[row[k_7]], val[k_7] * x[col[k_7]]);
}
