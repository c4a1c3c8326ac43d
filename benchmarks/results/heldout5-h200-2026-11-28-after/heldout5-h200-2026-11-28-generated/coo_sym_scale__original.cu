extern "C" __global__ void coo_sym_scale(const int* row, const int* col, const float* val, const float* dinv, float* out, int nnz) {
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
    int e = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
    if (e < nnz)
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cu"
        out[e] = val[e] * dinv[row[e]] * dinv[col[e]];
}
