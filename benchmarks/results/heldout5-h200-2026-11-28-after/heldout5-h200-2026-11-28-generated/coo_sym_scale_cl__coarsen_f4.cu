extern "C" __global__ void coo_sym_scale_cf4x(const int* row, const int* col, const float* val, const float* dinv, float* out, int nnz) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
    int e_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
    int e_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
    int e_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
    int e_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
    if (e_0 < nnz)
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
        out[e_0] = val[e_0] * dinv[row[e_0]] * dinv[col[e_0]];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
    if (e_1 < nnz)
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
        out[e_1] = val[e_1] * dinv[row[e_1]] * dinv[col[e_1]];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
    if (e_2 < nnz)
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
        out[e_2] = val[e_2] * dinv[row[e_2]] * dinv[col[e_2]];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
    if (e_3 < nnz)
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
        out[e_3] = val[e_3] * dinv[row[e_3]] * dinv[col[e_3]];
}
