extern "C" __global__ void conv_cols_cf2x(const float* in, const float* w, float* out, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/conv_cols.cl"
    int x_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/conv_cols.cl"
    int x_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
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
}
