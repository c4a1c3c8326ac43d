extern "C" __global__ void swiglu_rows_cf8x(const float* X, float* Y, int hidden, int rows) {
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
    int j_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
    int j_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
    int j_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
    int j_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
    int j_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
    int j_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
    int j_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
    int j_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
    int r = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
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
    if (j_1 < hidden && r < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
        float a_1 = X[2 * r * hidden + j_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
        float b_1 = X[2 * r * hidden + hidden + j_1];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
        Y[r * hidden + j_1] = a_1 / (1.0f + expf(-a_1)) * b_1;
    }
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
    if (j_3 < hidden && r < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
        float a_3 = X[2 * r * hidden + j_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
        float b_3 = X[2 * r * hidden + hidden + j_3];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
        Y[r * hidden + j_3] = a_3 / (1.0f + expf(-a_3)) * b_3;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
    if (j_4 < hidden && r < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
        float a_4 = X[2 * r * hidden + j_4];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
        float b_4 = X[2 * r * hidden + hidden + j_4];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
        Y[r * hidden + j_4] = a_4 / (1.0f + expf(-a_4)) * b_4;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
    if (j_5 < hidden && r < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
        float a_5 = X[2 * r * hidden + j_5];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
        float b_5 = X[2 * r * hidden + hidden + j_5];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
        Y[r * hidden + j_5] = a_5 / (1.0f + expf(-a_5)) * b_5;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
    if (j_6 < hidden && r < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
        float a_6 = X[2 * r * hidden + j_6];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
        float b_6 = X[2 * r * hidden + hidden + j_6];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
        Y[r * hidden + j_6] = a_6 / (1.0f + expf(-a_6)) * b_6;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
    if (j_7 < hidden && r < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
        float a_7 = X[2 * r * hidden + j_7];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
        float b_7 = X[2 * r * hidden + hidden + j_7];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/swiglu_rows.cl"
        Y[r * hidden + j_7] = a_7 / (1.0f + expf(-a_7)) * b_7;
    }
}
