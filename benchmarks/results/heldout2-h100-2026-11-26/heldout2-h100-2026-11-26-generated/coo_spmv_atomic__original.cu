extern "C" __global__ void coo_spmv_atomic(const int* row, const int* col, const int* val, const int* x, int* y, int nnz) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cu"
    int k = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cu"
    if (k < nnz)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cu"
        atomicAdd(&y[row[k]], val[k] * x[col[k]]);
}
