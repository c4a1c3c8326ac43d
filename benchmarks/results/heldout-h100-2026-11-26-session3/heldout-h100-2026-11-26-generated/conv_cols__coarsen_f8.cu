extern "C" __global__ void conv_cols_cf8x(const float* in, const float* w, float* out, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/conv_cols.cl"
    int x_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/conv_cols.cl"
    int x_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/conv_cols.cl"
    int x_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/conv_cols.cl"
    int x_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/conv_cols.cl"
    int x_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/conv_cols.cl"
    int x_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/conv_cols.cl"
    int x_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/conv_cols.cl"
    int x_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/conv_cols.cl"
    int y = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y);
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/conv_cols.cl"
    if (x_0 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/conv_cols.cl"
        float s_0 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/conv_cols.cl"
        for (int k_0 = -3; k_0 <= 3; k_0++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/conv_cols.cl"
            int yy_0 = min(max(y + k_0, 0), height - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/conv_cols.cl"
            s_0 += w[k_0 + 3] * in[yy_0 * width + x_0];
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout/kernels/conv_cols.cl"
        out[y * width + x_0] = s_0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/conv_cols.cl"
    if (x_1 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/conv_cols.cl"
        float s_1 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/conv_cols.cl"
        for (int k_1 = -3; k_1 <= 3; k_1++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/conv_cols.cl"
            int yy_1 = min(max(y + k_1, 0), height - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/conv_cols.cl"
            s_1 += w[k_1 + 3] * in[yy_1 * width + x_1];
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout/kernels/conv_cols.cl"
        out[y * width + x_1] = s_1;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/conv_cols.cl"
    if (x_2 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/conv_cols.cl"
        float s_2 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/conv_cols.cl"
        for (int k_2 = -3; k_2 <= 3; k_2++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/conv_cols.cl"
            int yy_2 = min(max(y + k_2, 0), height - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/conv_cols.cl"
            s_2 += w[k_2 + 3] * in[yy_2 * width + x_2];
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout/kernels/conv_cols.cl"
        out[y * width + x_2] = s_2;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/conv_cols.cl"
    if (x_3 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/conv_cols.cl"
        float s_3 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/conv_cols.cl"
        for (int k_3 = -3; k_3 <= 3; k_3++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/conv_cols.cl"
            int yy_3 = min(max(y + k_3, 0), height - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/conv_cols.cl"
            s_3 += w[k_3 + 3] * in[yy_3 * width + x_3];
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout/kernels/conv_cols.cl"
        out[y * width + x_3] = s_3;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/conv_cols.cl"
    if (x_4 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/conv_cols.cl"
        float s_4 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/conv_cols.cl"
        for (int k_4 = -3; k_4 <= 3; k_4++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/conv_cols.cl"
            int yy_4 = min(max(y + k_4, 0), height - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/conv_cols.cl"
            s_4 += w[k_4 + 3] * in[yy_4 * width + x_4];
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout/kernels/conv_cols.cl"
        out[y * width + x_4] = s_4;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/conv_cols.cl"
    if (x_5 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/conv_cols.cl"
        float s_5 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/conv_cols.cl"
        for (int k_5 = -3; k_5 <= 3; k_5++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/conv_cols.cl"
            int yy_5 = min(max(y + k_5, 0), height - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/conv_cols.cl"
            s_5 += w[k_5 + 3] * in[yy_5 * width + x_5];
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout/kernels/conv_cols.cl"
        out[y * width + x_5] = s_5;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/conv_cols.cl"
    if (x_6 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/conv_cols.cl"
        float s_6 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/conv_cols.cl"
        for (int k_6 = -3; k_6 <= 3; k_6++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/conv_cols.cl"
            int yy_6 = min(max(y + k_6, 0), height - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/conv_cols.cl"
            s_6 += w[k_6 + 3] * in[yy_6 * width + x_6];
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout/kernels/conv_cols.cl"
        out[y * width + x_6] = s_6;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/conv_cols.cl"
    if (x_7 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/conv_cols.cl"
        float s_7 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/conv_cols.cl"
        for (int k_7 = -3; k_7 <= 3; k_7++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/conv_cols.cl"
            int yy_7 = min(max(y + k_7, 0), height - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/conv_cols.cl"
            s_7 += w[k_7 + 3] * in[yy_7 * width + x_7];
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout/kernels/conv_cols.cl"
        out[y * width + x_7] = s_7;
    }
}
