extern "C" __global__ void upsample_bilinear2x_opt(const float* in, float* out, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
    int ucond = !(((int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) >= 2 * width) | ((int)((unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y) >= 2 * height));
    float4 out_v0;
    {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
        int X_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
        int Y_m0 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            int x0_m0 = X_m0 & 1 ? X_m0 >> 1 : (X_m0 >> 1) - 1;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            int y0_m0 = Y_m0 & 1 ? Y_m0 >> 1 : (Y_m0 >> 1) - 1;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            float wx0_m0 = X_m0 & 1 ? 0.75f : 0.25f;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            float wy0_m0 = Y_m0 & 1 ? 0.75f : 0.25f;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            int x1_m0 = min(x0_m0 + 1, width - 1);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            int y1_m0 = min(y0_m0 + 1, height - 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            x0_m0 = max(x0_m0, 0);
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            y0_m0 = max(y0_m0, 0);
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            float top_m0 = wx0_m0 * in[y0_m0 * width + x0_m0] + (1.0f - wx0_m0) * in[y0_m0 * width + x1_m0];
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            float bot_m0 = wx0_m0 * in[y1_m0 * width + x0_m0] + (1.0f - wx0_m0) * in[y1_m0 * width + x1_m0];
            out_v0.x = wy0_m0 * top_m0 + (1.0f - wy0_m0) * bot_m0;
        }
    }
    {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
        int X_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
        int Y_m1 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            int x0_m1 = X_m1 & 1 ? X_m1 >> 1 : (X_m1 >> 1) - 1;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            int y0_m1 = Y_m1 & 1 ? Y_m1 >> 1 : (Y_m1 >> 1) - 1;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            float wx0_m1 = X_m1 & 1 ? 0.75f : 0.25f;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            float wy0_m1 = Y_m1 & 1 ? 0.75f : 0.25f;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            int x1_m1 = min(x0_m1 + 1, width - 1);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            int y1_m1 = min(y0_m1 + 1, height - 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            x0_m1 = max(x0_m1, 0);
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            y0_m1 = max(y0_m1, 0);
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            float top_m1 = wx0_m1 * in[y0_m1 * width + x0_m1] + (1.0f - wx0_m1) * in[y0_m1 * width + x1_m1];
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            float bot_m1 = wx0_m1 * in[y1_m1 * width + x0_m1] + (1.0f - wx0_m1) * in[y1_m1 * width + x1_m1];
            out_v0.y = wy0_m1 * top_m1 + (1.0f - wy0_m1) * bot_m1;
        }
    }
    {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
        int X_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
        int Y_m2 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            int x0_m2 = X_m2 & 1 ? X_m2 >> 1 : (X_m2 >> 1) - 1;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            int y0_m2 = Y_m2 & 1 ? Y_m2 >> 1 : (Y_m2 >> 1) - 1;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            float wx0_m2 = X_m2 & 1 ? 0.75f : 0.25f;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            float wy0_m2 = Y_m2 & 1 ? 0.75f : 0.25f;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            int x1_m2 = min(x0_m2 + 1, width - 1);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            int y1_m2 = min(y0_m2 + 1, height - 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            x0_m2 = max(x0_m2, 0);
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            y0_m2 = max(y0_m2, 0);
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            float top_m2 = wx0_m2 * in[y0_m2 * width + x0_m2] + (1.0f - wx0_m2) * in[y0_m2 * width + x1_m2];
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            float bot_m2 = wx0_m2 * in[y1_m2 * width + x0_m2] + (1.0f - wx0_m2) * in[y1_m2 * width + x1_m2];
            out_v0.z = wy0_m2 * top_m2 + (1.0f - wy0_m2) * bot_m2;
        }
    }
    {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
        int X_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
        int Y_m3 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            int x0_m3 = X_m3 & 1 ? X_m3 >> 1 : (X_m3 >> 1) - 1;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            int y0_m3 = Y_m3 & 1 ? Y_m3 >> 1 : (Y_m3 >> 1) - 1;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            float wx0_m3 = X_m3 & 1 ? 0.75f : 0.25f;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            float wy0_m3 = Y_m3 & 1 ? 0.75f : 0.25f;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            int x1_m3 = min(x0_m3 + 1, width - 1);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            int y1_m3 = min(y0_m3 + 1, height - 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            x0_m3 = max(x0_m3, 0);
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            y0_m3 = max(y0_m3, 0);
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            float top_m3 = wx0_m3 * in[y0_m3 * width + x0_m3] + (1.0f - wx0_m3) * in[y0_m3 * width + x1_m3];
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/upsample_bilinear2x.cl"
            float bot_m3 = wx0_m3 * in[y1_m3 * width + x0_m3] + (1.0f - wx0_m3) * in[y1_m3 * width + x1_m3];
            out_v0.w = wy0_m3 * top_m3 + (1.0f - wy0_m3) * bot_m3;
            *(float4*)(&out[Y_m3 * 2 * width + X_m3] - 3) = out_v0;
        }
    }
}
