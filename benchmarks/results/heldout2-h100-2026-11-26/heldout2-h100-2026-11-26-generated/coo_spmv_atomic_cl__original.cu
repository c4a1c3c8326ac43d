extern "C" __global__ void coo_spmv_atomic(const int* row, const int* col, const int* val, const int* x, int* y, int nnz) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cl"
    int k = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cl"
    if (k < nnz)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cl"
        atomicAdd(&y[row[k]], val[k] * x[col[k]]);
}
