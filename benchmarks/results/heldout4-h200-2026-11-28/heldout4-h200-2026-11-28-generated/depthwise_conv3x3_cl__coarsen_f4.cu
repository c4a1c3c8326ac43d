extern "C" __global__ void depthwise_conv3x3_cf4x(const float* in, const float* w, float* out, int C, int H, int W) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cl"
    int x_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cl"
    int x_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cl"
    int x_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cl"
    int x_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cl"
    int y = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cl"
    int plane = (unsigned long long)blockIdx.z;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cl"
    if (x_0 < W && y < H) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cl"
        int c_0 = plane % C;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cl"
        float s_0 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cl"
        for (int dy_0 = -1; dy_0 <= 1; dy_0++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cl"
            for (int dx_0 = -1; dx_0 <= 1; dx_0++) {
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cl"
                int yy_0 = y + dy_0;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cl"
                int xx_0 = x_0 + dx_0;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cl"
                if (yy_0 >= 0 && yy_0 < H && xx_0 >= 0 && xx_0 < W)
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cl"
                    s_0 += w[c_0 * 9 + (dy_0 + 1) * 3 + dx_0 + 1] * in[(plane * H + yy_0) * W + xx_0];
            }
        }
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cl"
        out[(plane * H + y) * W + x_0] = s_0;
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cl"
    if (x_1 < W && y < H) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cl"
        int c_1 = plane % C;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cl"
        float s_1 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cl"
        for (int dy_1 = -1; dy_1 <= 1; dy_1++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cl"
            for (int dx_1 = -1; dx_1 <= 1; dx_1++) {
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cl"
                int yy_1 = y + dy_1;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cl"
                int xx_1 = x_1 + dx_1;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cl"
                if (yy_1 >= 0 && yy_1 < H && xx_1 >= 0 && xx_1 < W)
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cl"
                    s_1 += w[c_1 * 9 + (dy_1 + 1) * 3 + dx_1 + 1] * in[(plane * H + yy_1) * W + xx_1];
            }
        }
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cl"
        out[(plane * H + y) * W + x_1] = s_1;
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cl"
    if (x_2 < W && y < H) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cl"
        int c_2 = plane % C;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cl"
        float s_2 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cl"
        for (int dy_2 = -1; dy_2 <= 1; dy_2++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cl"
            for (int dx_2 = -1; dx_2 <= 1; dx_2++) {
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cl"
                int yy_2 = y + dy_2;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cl"
                int xx_2 = x_2 + dx_2;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cl"
                if (yy_2 >= 0 && yy_2 < H && xx_2 >= 0 && xx_2 < W)
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cl"
                    s_2 += w[c_2 * 9 + (dy_2 + 1) * 3 + dx_2 + 1] * in[(plane * H + yy_2) * W + xx_2];
            }
        }
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cl"
        out[(plane * H + y) * W + x_2] = s_2;
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cl"
    if (x_3 < W && y < H) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cl"
        int c_3 = plane % C;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cl"
        float s_3 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cl"
        for (int dy_3 = -1; dy_3 <= 1; dy_3++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cl"
            for (int dx_3 = -1; dx_3 <= 1; dx_3++) {
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cl"
                int yy_3 = y + dy_3;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cl"
                int xx_3 = x_3 + dx_3;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cl"
                if (yy_3 >= 0 && yy_3 < H && xx_3 >= 0 && xx_3 < W)
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cl"
                    s_3 += w[c_3 * 9 + (dy_3 + 1) * 3 + dx_3 + 1] * in[(plane * H + yy_3) * W + xx_3];
            }
        }
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cl"
        out[(plane * H + y) * W + x_3] = s_3;
    }
}
