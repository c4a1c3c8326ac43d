extern "C" __global__ void upsample_bilinear2x_cf4y_st32(const float* in, float* out, int width, int height) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
    int X = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
    int Y_0;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 128ull + (unsigned long long)threadIdx.y % 32ull < 8ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
        Y_0 = (unsigned long long)blockIdx.y * 8ull + ((unsigned long long)threadIdx.y / 32ull * 128ull + (unsigned long long)threadIdx.y % 32ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
    int Y_1;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 128ull + (unsigned long long)threadIdx.y % 32ull + 32ull < 8ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
        Y_1 = (unsigned long long)blockIdx.y * 8ull + ((unsigned long long)threadIdx.y / 32ull * 128ull + (unsigned long long)threadIdx.y % 32ull + 32ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
    int Y_2;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 128ull + (unsigned long long)threadIdx.y % 32ull + 64ull < 8ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
        Y_2 = (unsigned long long)blockIdx.y * 8ull + ((unsigned long long)threadIdx.y / 32ull * 128ull + (unsigned long long)threadIdx.y % 32ull + 64ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
    int Y_3;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 128ull + (unsigned long long)threadIdx.y % 32ull + 96ull < 8ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
        Y_3 = (unsigned long long)blockIdx.y * 8ull + ((unsigned long long)threadIdx.y / 32ull * 128ull + (unsigned long long)threadIdx.y % 32ull + 96ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 128ull + (unsigned long long)threadIdx.y % 32ull < 8ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
        if (!(X >= 2 * width || Y_0 >= 2 * height)) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            int x0_0 = X & 1 ? X >> 1 : (X >> 1) - 1;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            int y0_0 = Y_0 & 1 ? Y_0 >> 1 : (Y_0 >> 1) - 1;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            float wx0_0 = X & 1 ? 0.75f : 0.25f;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            float wy0_0 = Y_0 & 1 ? 0.75f : 0.25f;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            int x1_0 = min(x0_0 + 1, width - 1);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            int y1_0 = min(y0_0 + 1, height - 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            x0_0 = max(x0_0, 0);
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            y0_0 = max(y0_0, 0);
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            float top_0 = wx0_0 * in[y0_0 * width + x0_0] + (1.0f - wx0_0) * in[y0_0 * width + x1_0];
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            float bot_0 = wx0_0 * in[y1_0 * width + x0_0] + (1.0f - wx0_0) * in[y1_0 * width + x1_0];
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            out[Y_0 * 2 * width + X] = wy0_0 * top_0 + (1.0f - wy0_0) * bot_0;
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 128ull + (unsigned long long)threadIdx.y % 32ull + 32ull < 8ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
        if (!(X >= 2 * width || Y_1 >= 2 * height)) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            int x0_1 = X & 1 ? X >> 1 : (X >> 1) - 1;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            int y0_1 = Y_1 & 1 ? Y_1 >> 1 : (Y_1 >> 1) - 1;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            float wx0_1 = X & 1 ? 0.75f : 0.25f;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            float wy0_1 = Y_1 & 1 ? 0.75f : 0.25f;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            int x1_1 = min(x0_1 + 1, width - 1);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            int y1_1 = min(y0_1 + 1, height - 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            x0_1 = max(x0_1, 0);
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            y0_1 = max(y0_1, 0);
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            float top_1 = wx0_1 * in[y0_1 * width + x0_1] + (1.0f - wx0_1) * in[y0_1 * width + x1_1];
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            float bot_1 = wx0_1 * in[y1_1 * width + x0_1] + (1.0f - wx0_1) * in[y1_1 * width + x1_1];
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            out[Y_1 * 2 * width + X] = wy0_1 * top_1 + (1.0f - wy0_1) * bot_1;
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 128ull + (unsigned long long)threadIdx.y % 32ull + 64ull < 8ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
        if (!(X >= 2 * width || Y_2 >= 2 * height)) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            int x0_2 = X & 1 ? X >> 1 : (X >> 1) - 1;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            int y0_2 = Y_2 & 1 ? Y_2 >> 1 : (Y_2 >> 1) - 1;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            float wx0_2 = X & 1 ? 0.75f : 0.25f;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            float wy0_2 = Y_2 & 1 ? 0.75f : 0.25f;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            int x1_2 = min(x0_2 + 1, width - 1);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            int y1_2 = min(y0_2 + 1, height - 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            x0_2 = max(x0_2, 0);
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            y0_2 = max(y0_2, 0);
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            float top_2 = wx0_2 * in[y0_2 * width + x0_2] + (1.0f - wx0_2) * in[y0_2 * width + x1_2];
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            float bot_2 = wx0_2 * in[y1_2 * width + x0_2] + (1.0f - wx0_2) * in[y1_2 * width + x1_2];
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            out[Y_2 * 2 * width + X] = wy0_2 * top_2 + (1.0f - wy0_2) * bot_2;
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 128ull + (unsigned long long)threadIdx.y % 32ull + 96ull < 8ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
        if (!(X >= 2 * width || Y_3 >= 2 * height)) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            int x0_3 = X & 1 ? X >> 1 : (X >> 1) - 1;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            int y0_3 = Y_3 & 1 ? Y_3 >> 1 : (Y_3 >> 1) - 1;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            float wx0_3 = X & 1 ? 0.75f : 0.25f;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            float wy0_3 = Y_3 & 1 ? 0.75f : 0.25f;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            int x1_3 = min(x0_3 + 1, width - 1);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            int y1_3 = min(y0_3 + 1, height - 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            x0_3 = max(x0_3, 0);
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            y0_3 = max(y0_3, 0);
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            float top_3 = wx0_3 * in[y0_3 * width + x0_3] + (1.0f - wx0_3) * in[y0_3 * width + x1_3];
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            float bot_3 = wx0_3 * in[y1_3 * width + x0_3] + (1.0f - wx0_3) * in[y1_3 * width + x1_3];
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            out[Y_3 * 2 * width + X] = wy0_3 * top_3 + (1.0f - wy0_3) * bot_3;
        }
}
