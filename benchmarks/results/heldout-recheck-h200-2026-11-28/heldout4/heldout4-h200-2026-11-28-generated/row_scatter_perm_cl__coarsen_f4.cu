extern "C" __global__ void row_scatter_perm_cf4x(const float* in, const int* perm, float* out, int n, int D) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cl"
    int r_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cl"
    int r_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cl"
    int r_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cl"
    int r_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
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
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cl"
    if (r_2 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cl"
        int d_2 = perm[r_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cl"
        for (int j_2 = 0; j_2 < D; j_2++)
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cl"
            out[d_2 * D + j_2] = in[r_2 * D + j_2];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cl"
    if (r_3 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cl"
        int d_3 = perm[r_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cl"
        for (int j_3 = 0; j_3 < D; j_3++)
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cl"
            out[d_3 * D + j_3] = in[r_3 * D + j_3];
    }
}
