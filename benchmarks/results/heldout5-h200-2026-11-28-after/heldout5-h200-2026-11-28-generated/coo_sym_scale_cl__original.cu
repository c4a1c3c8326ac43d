extern "C" __global__ void coo_sym_scale(const int* row, const int* col, const float* val, const float* dinv, float* out, int nnz) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
    int e = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
    if (e < nnz)
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
        out[e] = val[e] * dinv[row[e]] * dinv[col[e]];
}
