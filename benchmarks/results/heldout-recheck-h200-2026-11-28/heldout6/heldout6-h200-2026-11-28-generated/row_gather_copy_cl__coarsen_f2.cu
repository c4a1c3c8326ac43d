extern "C" __global__ void row_gather_copy_cf2x(const float* src, const int* idx, float* dst, int nout, int cols) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cl"
    int r_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cl"
    int r_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cl"
    if (r_0 < nout) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cl"
        int s_0 = idx[r_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cl"
        for (int j_0 = 0; j_0 < cols; j_0++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cl"
            dst[r_0 * cols + j_0] = src[s_0 * cols + j_0];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cl"
    if (r_1 < nout) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cl"
        int s_1 = idx[r_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cl"
        for (int j_1 = 0; j_1 < cols; j_1++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cl"
            dst[r_1 * cols + j_1] = src[s_1 * cols + j_1];
    }
}
