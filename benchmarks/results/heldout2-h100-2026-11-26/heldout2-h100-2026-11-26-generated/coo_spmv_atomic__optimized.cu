extern "C" __global__ void coo_spmv_atomic_opt(const int* row, const int* col, const int* val, const int* x, int* y, int nnz) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cu"
    int ucond = (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) < nnz;
    int4 row_v0;
    int4 val_v1;
    int4 col_v2;
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cu"
        int k_m0 = 4u * (blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cu"
        if (ucond) {
            row_v0 = *(const int4*)&row[k_m0];
            val_v1 = *(const int4*)&val[k_m0];
            col_v2 = *(const int4*)&col[k_m0];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cu"
            atomicAdd(&y[row_v0.x], val_v1.x * x[col_v2.x]);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cu"
        int k_m1 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cu"
            atomicAdd(&y[row_v0.y], val_v1.y * x[col_v2.y]);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cu"
        int k_m2 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cu"
            atomicAdd(&y[row_v0.z], val_v1.z * x[col_v2.z]);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cu"
        int k_m3 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/coo_spmv_atomic.cu"
            atomicAdd(&y[row_v0.w], val_v1.w * x[col_v2.w]);
        }
    }
}
