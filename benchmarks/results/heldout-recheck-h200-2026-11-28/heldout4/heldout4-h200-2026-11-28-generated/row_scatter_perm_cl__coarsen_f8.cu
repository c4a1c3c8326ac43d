extern "C" __global__ void row_scatter_perm_cf8x(const float* in, const int* perm, float* out, int n, int D) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cl"
    int r_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cl"
    int r_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cl"
    int r_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cl"
    int r_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cl"
    int r_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cl"
    int r_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cl"
    int r_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cl"
    int r_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
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
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cl"
    if (r_4 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cl"
        int d_4 = perm[r_4];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cl"
        for (int j_4 = 0; j_4 < D; j_4++)
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cl"
            out[d_4 * D + j_4] = in[r_4 * D + j_4];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cl"
    if (r_5 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cl"
        int d_5 = perm[r_5];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cl"
        for (int j_5 = 0; j_5 < D; j_5++)
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cl"
            out[d_5 * D + j_5] = in[r_5 * D + j_5];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cl"
    if (r_6 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cl"
        int d_6 = perm[r_6];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cl"
        for (int j_6 = 0; j_6 < D; j_6++)
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cl"
            out[d_6 * D + j_6] = in[r_6 * D + j_6];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cl"
    if (r_7 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cl"
        int d_7 = perm[r_7];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cl"
        for (int j_7 = 0; j_7 < D; j_7++)
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cl"
            out[d_7 * D + j_7] = in[r_7 * D + j_7];
    }
}
