extern "C" __global__ void row_gather_copy_cf4x(const float* src, const int* idx, float* dst, int nout, int cols) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cu"
    int r_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cu"
    int r_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cu"
    int r_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cu"
    int r_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cu"
    if (r_0 < nout) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cu"
        int s_0 = idx[r_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cu"
        for (int j_0 = 0; j_0 < cols; j_0++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cu"
            dst[r_0 * cols + j_0] = src[s_0 * cols + j_0];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cu"
    if (r_1 < nout) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cu"
        int s_1 = idx[r_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cu"
        for (int j_1 = 0; j_1 < cols; j_1++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cu"
            dst[r_1 * cols + j_1] = src[s_1 * cols + j_1];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cu"
    if (r_2 < nout) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cu"
        int s_2 = idx[r_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cu"
        for (int j_2 = 0; j_2 < cols; j_2++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cu"
            dst[r_2 * cols + j_2] = src[s_2 * cols + j_2];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cu"
    if (r_3 < nout) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cu"
        int s_3 = idx[r_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cu"
        for (int j_3 = 0; j_3 < cols; j_3++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cu"
            dst[r_3 * cols + j_3] = src[s_3 * cols + j_3];
    }
}
