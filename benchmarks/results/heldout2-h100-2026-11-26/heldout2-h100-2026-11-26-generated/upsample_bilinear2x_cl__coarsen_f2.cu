extern "C" __global__ void upsample_bilinear2x_cf2x(const float* in, float* out, int width, int height) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
    int X_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
    int X_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
    int Y = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
    if (!(X_0 >= 2 * width || Y >= 2 * height)) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
        int x0_0 = X_0 & 1 ? X_0 >> 1 : (X_0 >> 1) - 1;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
        int y0_0 = Y & 1 ? Y >> 1 : (Y >> 1) - 1;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
        float wx0_0 = X_0 & 1 ? 0.75f : 0.25f;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
        float wy0_0 = Y & 1 ? 0.75f : 0.25f;
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
        out[Y * 2 * width + X_0] = wy0_0 * top_0 + (1.0f - wy0_0) * bot_0;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
    if (!(X_1 >= 2 * width || Y >= 2 * height)) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
        int x0_1 = X_1 & 1 ? X_1 >> 1 : (X_1 >> 1) - 1;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
        int y0_1 = Y & 1 ? Y >> 1 : (Y >> 1) - 1;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
        float wx0_1 = X_1 & 1 ? 0.75f : 0.25f;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
        float wy0_1 = Y & 1 ? 0.75f : 0.25f;
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
        out[Y * 2 * width + X_1] = wy0_1 * top_1 + (1.0f - wy0_1) * bot_1;
    }
}
