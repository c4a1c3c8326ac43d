extern "C" __global__ void swiglu_rows_cf2y_st32(const float* X, float* Y, int hidden, int rows) {
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
    int j = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
    int r_0;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 64ull + (unsigned long long)threadIdx.y % 32ull < 8ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
        r_0 = (unsigned long long)blockIdx.y * 8ull + ((unsigned long long)threadIdx.y / 32ull * 64ull + (unsigned long long)threadIdx.y % 32ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
    int r_1;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 64ull + (unsigned long long)threadIdx.y % 32ull + 32ull < 8ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
        r_1 = (unsigned long long)blockIdx.y * 8ull + ((unsigned long long)threadIdx.y / 32ull * 64ull + (unsigned long long)threadIdx.y % 32ull + 32ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 64ull + (unsigned long long)threadIdx.y % 32ull < 8ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
        if (j < hidden && r_0 < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
            float a_0 = X[2 * r_0 * hidden + j];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
            float b_0 = X[2 * r_0 * hidden + hidden + j];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
            Y[r_0 * hidden + j] = a_0 / (1.0f + expf(-a_0)) * b_0;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 64ull + (unsigned long long)threadIdx.y % 32ull + 32ull < 8ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
        if (j < hidden && r_1 < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
            float a_1 = X[2 * r_1 * hidden + j];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
            float b_1 = X[2 * r_1 * hidden + hidden + j];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
            Y[r_1 * hidden + j] = a_1 / (1.0f + expf(-a_1)) * b_1;
        }
}
