extern "C" __global__ void row_scatter_perm_cf8x(const float* in, const int* perm, float* out, int n, int D) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cu"
    int r_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cu"
    int r_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cu"
    int r_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cu"
    int r_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cu"
    int r_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cu"
    int r_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cu"
    int r_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cu"
    int r_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cu"
    if (r_4 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cu"
        int d_4 = perm[r_4];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cu"
        for (int j_4 = 0; j_4 < D; j_4++)
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cu"
            out[d_4 * D + j_4] = in[r_4 * D + j_4];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cu"
    if (r_5 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cu"
        int d_5 = perm[r_5];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cu"
        for (int j_5 = 0; j_5 < D; j_5++)
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cu"
            out[d_5 * D + j_5] = in[r_5 * D + j_5];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cu"
    if (r_6 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cu"
        int d_6 = perm[r_6];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cu"
        for (int j_6 = 0; j_6 < D; j_6++)
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cu"
            out[d_6 * D + j_6] = in[r_6 * D + j_6];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cu"
    if (r_7 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cu"
        int d_7 = perm[r_7];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cu"
        for (int j_7 = 0; j_7 < D; j_7++)
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cu"
            out[d_7 * D + j_7] = in[r_7 * D + j_7];
    }
}
