extern "C" __global__ void row_scatter_perm_cf2x(const float* in, const int* perm, float* out, int n, int D) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cl"
    int r_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cl"
    int r_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cl"
    if (r_0 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cl"
        int d_0 = perm[r_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cl"
        for (int j_0 = 0; j_0 < D; j_0++)
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cl"
            out[d_0 * D + j_0] = in[r_0 * D + j_0];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cl"
    if (r_1 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cl"
        int d_1 = perm[r_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cl"
        for (int j_1 = 0; j_1 < D; j_1++)
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cl"
            out[d_1 * D + j_1] = in[r_1 * D + j_1];
    }
}
