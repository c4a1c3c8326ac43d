extern "C" __global__ void coo_sym_scale_cf4x(const int* row, const int* col, const float* val, const float* dinv, float* out, int nnz) {
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
    int e_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
    int e_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
    int e_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
    int e_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
    if (e_0 < nnz)
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
        out[e_0] = val[e_0] * dinv[row[e_0]] * dinv[col[e_0]];
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
    if (e_1 < nnz)
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
        out[e_1] = val[e_1] * dinv[row[e_1]] * dinv[col[e_1]];
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
    if (e_2 < nnz)
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
        out[e_2] = val[e_2] * dinv[row[e_2]] * dinv[col[e_2]];
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
    if (e_3 < nnz)
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
        out[e_3] = val[e_3] * dinv[row[e_3]] * dinv[col[e_3]];
}
