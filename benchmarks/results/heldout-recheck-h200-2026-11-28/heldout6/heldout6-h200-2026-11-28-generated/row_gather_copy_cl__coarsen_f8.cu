extern "C" __global__ void row_gather_copy_cf8x(const float* src, const int* idx, float* dst, int nout, int cols) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cl"
    int r_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cl"
    int r_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cl"
    int r_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cl"
    int r_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cl"
    int r_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cl"
    int r_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cl"
    int r_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cl"
    int r_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
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
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cl"
    if (r_2 < nout) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cl"
        int s_2 = idx[r_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cl"
        for (int j_2 = 0; j_2 < cols; j_2++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cl"
            dst[r_2 * cols + j_2] = src[s_2 * cols + j_2];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cl"
    if (r_3 < nout) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cl"
        int s_3 = idx[r_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cl"
        for (int j_3 = 0; j_3 < cols; j_3++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cl"
            dst[r_3 * cols + j_3] = src[s_3 * cols + j_3];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cl"
    if (r_4 < nout) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cl"
        int s_4 = idx[r_4];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cl"
        for (int j_4 = 0; j_4 < cols; j_4++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cl"
            dst[r_4 * cols + j_4] = src[s_4 * cols + j_4];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cl"
    if (r_5 < nout) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cl"
        int s_5 = idx[r_5];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cl"
        for (int j_5 = 0; j_5 < cols; j_5++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cl"
            dst[r_5 * cols + j_5] = src[s_5 * cols + j_5];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cl"
    if (r_6 < nout) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cl"
        int s_6 = idx[r_6];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cl"
        for (int j_6 = 0; j_6 < cols; j_6++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cl"
            dst[r_6 * cols + j_6] = src[s_6 * cols + j_6];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cl"
    if (r_7 < nout) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cl"
        int s_7 = idx[r_7];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cl"
        for (int j_7 = 0; j_7 < cols; j_7++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cl"
            dst[r_7 * cols + j_7] = src[s_7 * cols + j_7];
    }
}
