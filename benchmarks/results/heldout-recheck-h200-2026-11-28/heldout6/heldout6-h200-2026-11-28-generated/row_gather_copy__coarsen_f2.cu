extern "C" __global__ void row_gather_copy_cf2x(const float* src, const int* idx, float* dst, int nout, int cols) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cu"
    int r_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cu"
    int r_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
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
}
