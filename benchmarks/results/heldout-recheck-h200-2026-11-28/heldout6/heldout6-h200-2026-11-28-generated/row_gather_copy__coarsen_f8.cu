extern "C" __global__ void row_gather_copy_cf8x(const float* src, const int* idx, float* dst, int nout, int cols) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cu"
    int r_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cu"
    int r_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cu"
    int r_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cu"
    int r_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cu"
    int r_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cu"
    int r_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cu"
    int r_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cu"
    int r_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cu"
    if (r_4 < nout) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cu"
        int s_4 = idx[r_4];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cu"
        for (int j_4 = 0; j_4 < cols; j_4++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cu"
            dst[r_4 * cols + j_4] = src[s_4 * cols + j_4];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cu"
    if (r_5 < nout) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cu"
        int s_5 = idx[r_5];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cu"
        for (int j_5 = 0; j_5 < cols; j_5++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cu"
            dst[r_5 * cols + j_5] = src[s_5 * cols + j_5];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cu"
    if (r_6 < nout) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cu"
        int s_6 = idx[r_6];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cu"
        for (int j_6 = 0; j_6 < cols; j_6++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cu"
            dst[r_6 * cols + j_6] = src[s_6 * cols + j_6];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cu"
    if (r_7 < nout) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cu"
        int s_7 = idx[r_7];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cu"
        for (int j_7 = 0; j_7 < cols; j_7++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cu"
            dst[r_7 * cols + j_7] = src[s_7 * cols + j_7];
    }
}
