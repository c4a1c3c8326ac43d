extern "C" __global__ void row_l1_normalize_cf2x(const float* X, float* Y, int rows, int cols) {
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
    int r_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
    int r_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
    if (r_0 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
        int base_0 = r_0 * cols;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
        float s_0 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
        for (int j_0 = 0; j_0 < cols; j_0++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
            s_0 += fabsf(X[base_0 + j_0]);
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
        for (int j_1_0 = 0; j_1_0 < cols; j_1_0++)
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
            Y[base_0 + j_1_0] = X[base_0 + j_1_0] / s_0;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
    if (r_1 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
        int base_1 = r_1 * cols;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
        float s_1 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
        for (int j_c1 = 0; j_c1 < cols; j_c1++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
            s_1 += fabsf(X[base_1 + j_c1]);
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
        for (int j_1_1 = 0; j_1_1 < cols; j_1_1++)
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
            Y[base_1 + j_1_1] = X[base_1 + j_1_1] / s_1;
    }
}
