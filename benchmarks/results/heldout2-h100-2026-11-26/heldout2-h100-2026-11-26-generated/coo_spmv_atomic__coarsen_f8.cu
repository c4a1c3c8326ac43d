extern "C" __global__ void coo_spmv_atomic_cf8x(const int* row, const int* col, const int* val, const int* x, int* y, int nnz) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cu"
    int k_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cu"
    int k_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cu"
    int k_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cu"
    int k_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cu"
    int k_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cu"
    int k_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cu"
    int k_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cu"
    int k_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cu"
    if (k_4 < nnz)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cu"
        atomicAdd(&y[row[k_4]], val[k_4] * x[col[k_4]]);
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cu"
    if (k_5 < nnz)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cu"
        atomicAdd(&y[row[k_5]], val[k_5] * x[col[k_5]]);
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cu"
    if (k_6 < nnz)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cu"
        atomicAdd(&y[row[k_6]], val[k_6] * x[col[k_6]]);
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cu"
    if (k_7 < nnz)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cu"
        atomicAdd(&y[row[k_7]], val[k_7] * x[col[k_7]]);
}
