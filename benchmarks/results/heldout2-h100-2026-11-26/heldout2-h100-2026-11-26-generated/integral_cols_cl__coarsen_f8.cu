extern "C" __global__ void integral_cols_cf8x(const int* in, int* out, int width, int height) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cl"
    int x_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cl"
    int x_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cl"
    int x_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cl"
    int x_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cl"
    int x_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cl"
    int x_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cl"
    int x_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cl"
    int x_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cl"
    if (x_0 < width) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cl"
        int s_0 = 0;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cl"
        for (int y_0 = 0; y_0 < height; y_0++) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cl"
            s_0 += in[y_0 * width + x_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cl"
            out[y_0 * width + x_0] = s_0;
        }
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cl"
    if (x_1 < width) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cl"
        int s_1 = 0;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cl"
        for (int y_1 = 0; y_1 < height; y_1++) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cl"
            s_1 += in[y_1 * width + x_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cl"
            out[y_1 * width + x_1] = s_1;
        }
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cl"
    if (x_2 < width) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cl"
        int s_2 = 0;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cl"
        for (int y_2 = 0; y_2 < height; y_2++) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cl"
            s_2 += in[y_2 * width + x_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cl"
            out[y_2 * width + x_2] = s_2;
        }
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cl"
    if (x_3 < width) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cl"
        int s_3 = 0;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cl"
        for (int y_3 = 0; y_3 < height; y_3++) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cl"
            s_3 += in[y_3 * width + x_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cl"
            out[y_3 * width + x_3] = s_3;
        }
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cl"
    if (x_4 < width) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cl"
        int s_4 = 0;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cl"
        for (int y_4 = 0; y_4 < height; y_4++) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cl"
            s_4 += in[y_4 * width + x_4];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cl"
            out[y_4 * width + x_4] = s_4;
        }
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cl"
    if (x_5 < width) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cl"
        int s_5 = 0;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cl"
        for (int y_5 = 0; y_5 < height; y_5++) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cl"
            s_5 += in[y_5 * width + x_5];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cl"
            out[y_5 * width + x_5] = s_5;
        }
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cl"
    if (x_6 < width) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cl"
        int s_6 = 0;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cl"
        for (int y_6 = 0; y_6 < height; y_6++) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cl"
            s_6 += in[y_6 * width + x_6];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cl"
            out[y_6 * width + x_6] = s_6;
        }
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cl"
    if (x_7 < width) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cl"
        int s_7 = 0;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cl"
        for (int y_7 = 0; y_7 < height; y_7++) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cl"
            s_7 += in[y_7 * width + x_7];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cl"
            out[y_7 * width + x_7] = s_7;
        }
    }
}
