extern "C" __global__ void row_scatter_perm_cf4x(const float* in, const int* perm, float* out, int n, int D) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cu"
    int r_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cu"
    int r_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cu"
    int r_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cu"
    int r_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cu"
    if (r_0 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cu"
        int d_0 = perm[r_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cu"
        for (int j_0 = 0; j_0 < D; j_0++)
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cu"
            out[d_0 * D + j_0] = in[r_0 * D + j_0];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cu"
    if (r_1 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cu"
        int d_1 = perm[r_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cu"
        for (int j_1 = 0; j_1 < D; j_1++)
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cu"
            out[d_1 * D + j_1] = in[r_1 * D + j_1];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cu"
    if (r_2 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cu"
        int d_2 = perm[r_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cu"
        for (int j_2 = 0; j_2 < D; j_2++)
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cu"
            out[d_2 * D + j_2] = in[r_2 * D + j_2];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cu"
    if (r_3 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cu"
        int d_3 = perm[r_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cu"
        for (int j_3 = 0; j_3 < D; j_3++)
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cu"
            out[d_3 * D + j_3] = in[r_3 * D + j_3];
    }
}
