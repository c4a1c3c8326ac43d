extern "C" __global__ void row_scatter_perm_cf2x(const float* in, const int* perm, float* out, int n, int D) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cu"
    int r_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cu"
    int r_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
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
}
