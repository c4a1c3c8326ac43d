extern "C" __global__ void coo_spmv_atomic_cf4x(const int* row, const int* col, const int* val, const int* x, int* y, int nnz) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cu"
    int k_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cu"
    int k_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cu"
    int k_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cu"
    int k_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cu"
    if (k_0 < nnz)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cu"
        atomicAdd(&y[row[k_0]], val[k_0] * x[col[k_0]]);
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cu"
    if (k_1 < nnz)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cu"
        atomicAdd(&y[row[k_1]], val[k_1] * x[col[k_1]]);
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cu"
    if (k_2 < nnz)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cu"
        atomicAdd(&y[row[k_2]], val[k_2] * x[col[k_2]]);
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cu"
    if (k_3 < nnz)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cu"
        atomicAdd(&y[row[k_3]], val[k_3] * x[col[k_3]]);
}
