extern "C" __global__ void coo_sym_scale_cf2x(const int* row, const int* col, const float* val, const float* dinv, float* out, int nnz) {
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
    int e_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
    int e_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
    if (e_0 < nnz)
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
        out[e_0] = val[e_0] * dinv[row[e_0]] * dinv[col[e_0]];
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
    if (e_1 < nnz)
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
        out[e_1] = val[e_1] * dinv[row[e_1]] * dinv[col[e_1]];
}
