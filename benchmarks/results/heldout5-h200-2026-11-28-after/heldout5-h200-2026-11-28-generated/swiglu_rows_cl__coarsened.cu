extern "C" __global__ void swiglu_rows_cf4x_st16(const float* X, float* Y, int hidden, int rows) {
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
    int j_0;
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
    if ((unsigned long long)threadIdx.x / 16ull * 64ull + (unsigned long long)threadIdx.x % 16ull < 32ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
        j_0 = (unsigned long long)blockIdx.x * 32ull + ((unsigned long long)threadIdx.x / 16ull * 64ull + (unsigned long long)threadIdx.x % 16ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
    int j_1;
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
    if ((unsigned long long)threadIdx.x / 16ull * 64ull + (unsigned long long)threadIdx.x % 16ull + 16ull < 32ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
        j_1 = (unsigned long long)blockIdx.x * 32ull + ((unsigned long long)threadIdx.x / 16ull * 64ull + (unsigned long long)threadIdx.x % 16ull + 16ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
    int j_2;
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
    if ((unsigned long long)threadIdx.x / 16ull * 64ull + (unsigned long long)threadIdx.x % 16ull + 32ull < 32ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
        j_2 = (unsigned long long)blockIdx.x * 32ull + ((unsigned long long)threadIdx.x / 16ull * 64ull + (unsigned long long)threadIdx.x % 16ull + 32ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
    int j_3;
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
    if ((unsigned long long)threadIdx.x / 16ull * 64ull + (unsigned long long)threadIdx.x % 16ull + 48ull < 32ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
        j_3 = (unsigned long long)blockIdx.x * 32ull + ((unsigned long long)threadIdx.x / 16ull * 64ull + (unsigned long long)threadIdx.x % 16ull + 48ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
    int r = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
    if ((unsigned long long)threadIdx.x / 16ull * 64ull + (unsigned long long)threadIdx.x % 16ull < 32ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
        if (j_0 < hidden && r < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
            float a_0 = X[2 * r * hidden + j_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
            float b_0 = X[2 * r * hidden + hidden + j_0];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
            Y[r * hidden + j_0] = a_0 / (1.0f + expf(-a_0)) * b_0;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
    if ((unsigned long long)threadIdx.x / 16ull * 64ull + (unsigned long long)threadIdx.x % 16ull + 16ull < 32ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
        if (j_1 < hidden && r < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
            float a_1 = X[2 * r * hidden + j_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
            float b_1 = X[2 * r * hidden + hidden + j_1];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
            Y[r * hidden + j_1] = a_1 / (1.0f + expf(-a_1)) * b_1;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
    if ((unsigned long long)threadIdx.x / 16ull * 64ull + (unsigned long long)threadIdx.x % 16ull + 32ull < 32ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
        if (j_2 < hidden && r < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
            float a_2 = X[2 * r * hidden + j_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
            float b_2 = X[2 * r * hidden + hidden + j_2];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
            Y[r * hidden + j_2] = a_2 / (1.0f + expf(-a_2)) * b_2;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
    if ((unsigned long long)threadIdx.x / 16ull * 64ull + (unsigned long long)threadIdx.x % 16ull + 48ull < 32ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
        if (j_3 < hidden && r < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
            float a_3 = X[2 * r * hidden + j_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
            float b_3 = X[2 * r * hidden + hidden + j_3];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
            Y[r * hidden + j_3] = a_3 / (1.0f + expf(-a_3)) * b_3;
        }
}
