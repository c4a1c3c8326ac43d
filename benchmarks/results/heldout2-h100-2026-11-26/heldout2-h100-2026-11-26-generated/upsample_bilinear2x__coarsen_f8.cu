extern "C" __global__ void upsample_bilinear2x_cf8x(const float* in, float* out, int width, int height) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
    int X_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
    int X_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
    int X_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
    int X_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
    int X_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
    int X_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
    int X_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
    int X_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
    int Y = blockIdx.y * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
    if (!(X_0 >= 2 * width || Y >= 2 * height)) {
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        int x0_0 = X_0 & 1 ? X_0 >> 1 : (X_0 >> 1) - 1;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        int y0_0 = Y & 1 ? Y >> 1 : (Y >> 1) - 1;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        float wx0_0 = X_0 & 1 ? 0.75f : 0.25f;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        float wy0_0 = Y & 1 ? 0.75f : 0.25f;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        int x1_0 = min(x0_0 + 1, width - 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        int y1_0 = min(y0_0 + 1, height - 1);
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        x0_0 = max(x0_0, 0);
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        y0_0 = max(y0_0, 0);
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        float top_0 = wx0_0 * in[y0_0 * width + x0_0] + (1.0f - wx0_0) * in[y0_0 * width + x1_0];
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        float bot_0 = wx0_0 * in[y1_0 * width + x0_0] + (1.0f - wx0_0) * in[y1_0 * width + x1_0];
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        out[Y * 2 * width + X_0] = wy0_0 * top_0 + (1.0f - wy0_0) * bot_0;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
    if (!(X_1 >= 2 * width || Y >= 2 * height)) {
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        int x0_1 = X_1 & 1 ? X_1 >> 1 : (X_1 >> 1) - 1;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        int y0_1 = Y & 1 ? Y >> 1 : (Y >> 1) - 1;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        float wx0_1 = X_1 & 1 ? 0.75f : 0.25f;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        float wy0_1 = Y & 1 ? 0.75f : 0.25f;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        int x1_1 = min(x0_1 + 1, width - 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        int y1_1 = min(y0_1 + 1, height - 1);
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        x0_1 = max(x0_1, 0);
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        y0_1 = max(y0_1, 0);
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        float top_1 = wx0_1 * in[y0_1 * width + x0_1] + (1.0f - wx0_1) * in[y0_1 * width + x1_1];
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        float bot_1 = wx0_1 * in[y1_1 * width + x0_1] + (1.0f - wx0_1) * in[y1_1 * width + x1_1];
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        out[Y * 2 * width + X_1] = wy0_1 * top_1 + (1.0f - wy0_1) * bot_1;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
    if (!(X_2 >= 2 * width || Y >= 2 * height)) {
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        int x0_2 = X_2 & 1 ? X_2 >> 1 : (X_2 >> 1) - 1;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        int y0_2 = Y & 1 ? Y >> 1 : (Y >> 1) - 1;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        float wx0_2 = X_2 & 1 ? 0.75f : 0.25f;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        float wy0_2 = Y & 1 ? 0.75f : 0.25f;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        int x1_2 = min(x0_2 + 1, width - 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        int y1_2 = min(y0_2 + 1, height - 1);
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        x0_2 = max(x0_2, 0);
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        y0_2 = max(y0_2, 0);
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        float top_2 = wx0_2 * in[y0_2 * width + x0_2] + (1.0f - wx0_2) * in[y0_2 * width + x1_2];
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        float bot_2 = wx0_2 * in[y1_2 * width + x0_2] + (1.0f - wx0_2) * in[y1_2 * width + x1_2];
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        out[Y * 2 * width + X_2] = wy0_2 * top_2 + (1.0f - wy0_2) * bot_2;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
    if (!(X_3 >= 2 * width || Y >= 2 * height)) {
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        int x0_3 = X_3 & 1 ? X_3 >> 1 : (X_3 >> 1) - 1;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        int y0_3 = Y & 1 ? Y >> 1 : (Y >> 1) - 1;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        float wx0_3 = X_3 & 1 ? 0.75f : 0.25f;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        float wy0_3 = Y & 1 ? 0.75f : 0.25f;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        int x1_3 = min(x0_3 + 1, width - 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        int y1_3 = min(y0_3 + 1, height - 1);
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        x0_3 = max(x0_3, 0);
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        y0_3 = max(y0_3, 0);
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        float top_3 = wx0_3 * in[y0_3 * width + x0_3] + (1.0f - wx0_3) * in[y0_3 * width + x1_3];
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        float bot_3 = wx0_3 * in[y1_3 * width + x0_3] + (1.0f - wx0_3) * in[y1_3 * width + x1_3];
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        out[Y * 2 * width + X_3] = wy0_3 * top_3 + (1.0f - wy0_3) * bot_3;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
    if (!(X_4 >= 2 * width || Y >= 2 * height)) {
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        int x0_4 = X_4 & 1 ? X_4 >> 1 : (X_4 >> 1) - 1;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        int y0_4 = Y & 1 ? Y >> 1 : (Y >> 1) - 1;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        float wx0_4 = X_4 & 1 ? 0.75f : 0.25f;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        float wy0_4 = Y & 1 ? 0.75f : 0.25f;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        int x1_4 = min(x0_4 + 1, width - 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        int y1_4 = min(y0_4 + 1, height - 1);
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        x0_4 = max(x0_4, 0);
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        y0_4 = max(y0_4, 0);
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        float top_4 = wx0_4 * in[y0_4 * width + x0_4] + (1.0f - wx0_4) * in[y0_4 * width + x1_4];
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        float bot_4 = wx0_4 * in[y1_4 * width + x0_4] + (1.0f - wx0_4) * in[y1_4 * width + x1_4];
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        out[Y * 2 * width + X_4] = wy0_4 * top_4 + (1.0f - wy0_4) * bot_4;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
    if (!(X_5 >= 2 * width || Y >= 2 * height)) {
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        int x0_5 = X_5 & 1 ? X_5 >> 1 : (X_5 >> 1) - 1;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        int y0_5 = Y & 1 ? Y >> 1 : (Y >> 1) - 1;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        float wx0_5 = X_5 & 1 ? 0.75f : 0.25f;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        float wy0_5 = Y & 1 ? 0.75f : 0.25f;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        int x1_5 = min(x0_5 + 1, width - 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        int y1_5 = min(y0_5 + 1, height - 1);
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        x0_5 = max(x0_5, 0);
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        y0_5 = max(y0_5, 0);
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        float top_5 = wx0_5 * in[y0_5 * width + x0_5] + (1.0f - wx0_5) * in[y0_5 * width + x1_5];
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        float bot_5 = wx0_5 * in[y1_5 * width + x0_5] + (1.0f - wx0_5) * in[y1_5 * width + x1_5];
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        out[Y * 2 * width + X_5] = wy0_5 * top_5 + (1.0f - wy0_5) * bot_5;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
    if (!(X_6 >= 2 * width || Y >= 2 * height)) {
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        int x0_6 = X_6 & 1 ? X_6 >> 1 : (X_6 >> 1) - 1;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        int y0_6 = Y & 1 ? Y >> 1 : (Y >> 1) - 1;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        float wx0_6 = X_6 & 1 ? 0.75f : 0.25f;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        float wy0_6 = Y & 1 ? 0.75f : 0.25f;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        int x1_6 = min(x0_6 + 1, width - 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        int y1_6 = min(y0_6 + 1, height - 1);
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        x0_6 = max(x0_6, 0);
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        y0_6 = max(y0_6, 0);
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        float top_6 = wx0_6 * in[y0_6 * width + x0_6] + (1.0f - wx0_6) * in[y0_6 * width + x1_6];
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        float bot_6 = wx0_6 * in[y1_6 * width + x0_6] + (1.0f - wx0_6) * in[y1_6 * width + x1_6];
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        out[Y * 2 * width + X_6] = wy0_6 * top_6 + (1.0f - wy0_6) * bot_6;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
    if (!(X_7 >= 2 * width || Y >= 2 * height)) {
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        int x0_7 = X_7 & 1 ? X_7 >> 1 : (X_7 >> 1) - 1;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        int y0_7 = Y & 1 ? Y >> 1 : (Y >> 1) - 1;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        float wx0_7 = X_7 & 1 ? 0.75f : 0.25f;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        float wy0_7 = Y & 1 ? 0.75f : 0.25f;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        int x1_7 = min(x0_7 + 1, width - 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        int y1_7 = min(y0_7 + 1, height - 1);
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        x0_7 = max(x0_7, 0);
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        y0_7 = max(y0_7, 0);
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        float top_7 = wx0_7 * in[y0_7 * width + x0_7] + (1.0f - wx0_7) * in[y0_7 * width + x1_7];
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        float bot_7 = wx0_7 * in[y1_7 * width + x0_7] + (1.0f - wx0_7) * in[y1_7 * width + x1_7];
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cu"
        out[Y * 2 * width + X_7] = wy0_7 * top_7 + (1.0f - wy0_7) * bot_7;
    }
}
