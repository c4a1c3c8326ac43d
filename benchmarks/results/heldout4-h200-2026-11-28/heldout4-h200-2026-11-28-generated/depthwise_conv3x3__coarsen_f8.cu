extern "C" __global__ void depthwise_conv3x3_cf8x(const float* in, const float* w, float* out, int C, int H, int W) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
    int x_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
    int x_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
    int x_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
    int x_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
    int x_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
    int x_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
    int x_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
    int x_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
    int plane = blockIdx.z;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
    if (x_0 < W && y < H) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
        int c_0 = plane % C;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
        float s_0 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
        for (int dy_0 = -1; dy_0 <= 1; dy_0++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
            for (int dx_0 = -1; dx_0 <= 1; dx_0++) {
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
                int yy_0 = y + dy_0;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
                int xx_0 = x_0 + dx_0;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
                if (yy_0 >= 0 && yy_0 < H && xx_0 >= 0 && xx_0 < W)
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
                    s_0 += w[c_0 * 9 + (dy_0 + 1) * 3 + dx_0 + 1] * in[(plane * H + yy_0) * W + xx_0];
            }
        }
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
        out[(plane * H + y) * W + x_0] = s_0;
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
    if (x_1 < W && y < H) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
        int c_1 = plane % C;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
        float s_1 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
        for (int dy_1 = -1; dy_1 <= 1; dy_1++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
            for (int dx_1 = -1; dx_1 <= 1; dx_1++) {
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
                int yy_1 = y + dy_1;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
                int xx_1 = x_1 + dx_1;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
                if (yy_1 >= 0 && yy_1 < H && xx_1 >= 0 && xx_1 < W)
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
                    s_1 += w[c_1 * 9 + (dy_1 + 1) * 3 + dx_1 + 1] * in[(plane * H + yy_1) * W + xx_1];
            }
        }
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
        out[(plane * H + y) * W + x_1] = s_1;
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
    if (x_2 < W && y < H) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
        int c_2 = plane % C;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
        float s_2 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
        for (int dy_2 = -1; dy_2 <= 1; dy_2++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
            for (int dx_2 = -1; dx_2 <= 1; dx_2++) {
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
                int yy_2 = y + dy_2;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
                int xx_2 = x_2 + dx_2;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
                if (yy_2 >= 0 && yy_2 < H && xx_2 >= 0 && xx_2 < W)
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
                    s_2 += w[c_2 * 9 + (dy_2 + 1) * 3 + dx_2 + 1] * in[(plane * H + yy_2) * W + xx_2];
            }
        }
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
        out[(plane * H + y) * W + x_2] = s_2;
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
    if (x_3 < W && y < H) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
        int c_3 = plane % C;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
        float s_3 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
        for (int dy_3 = -1; dy_3 <= 1; dy_3++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
            for (int dx_3 = -1; dx_3 <= 1; dx_3++) {
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
                int yy_3 = y + dy_3;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
                int xx_3 = x_3 + dx_3;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
                if (yy_3 >= 0 && yy_3 < H && xx_3 >= 0 && xx_3 < W)
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
                    s_3 += w[c_3 * 9 + (dy_3 + 1) * 3 + dx_3 + 1] * in[(plane * H + yy_3) * W + xx_3];
            }
        }
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
        out[(plane * H + y) * W + x_3] = s_3;
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
    if (x_4 < W && y < H) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
        int c_4 = plane % C;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
        float s_4 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
        for (int dy_4 = -1; dy_4 <= 1; dy_4++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
            for (int dx_4 = -1; dx_4 <= 1; dx_4++) {
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
                int yy_4 = y + dy_4;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
                int xx_4 = x_4 + dx_4;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
                if (yy_4 >= 0 && yy_4 < H && xx_4 >= 0 && xx_4 < W)
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
                    s_4 += w[c_4 * 9 + (dy_4 + 1) * 3 + dx_4 + 1] * in[(plane * H + yy_4) * W + xx_4];
            }
        }
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
        out[(plane * H + y) * W + x_4] = s_4;
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
    if (x_5 < W && y < H) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
        int c_5 = plane % C;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
        float s_5 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
        for (int dy_5 = -1; dy_5 <= 1; dy_5++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
            for (int dx_5 = -1; dx_5 <= 1; dx_5++) {
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
                int yy_5 = y + dy_5;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
                int xx_5 = x_5 + dx_5;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
                if (yy_5 >= 0 && yy_5 < H && xx_5 >= 0 && xx_5 < W)
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
                    s_5 += w[c_5 * 9 + (dy_5 + 1) * 3 + dx_5 + 1] * in[(plane * H + yy_5) * W + xx_5];
            }
        }
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
        out[(plane * H + y) * W + x_5] = s_5;
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
    if (x_6 < W && y < H) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
        int c_6 = plane % C;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
        float s_6 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
        for (int dy_6 = -1; dy_6 <= 1; dy_6++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
            for (int dx_6 = -1; dx_6 <= 1; dx_6++) {
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
                int yy_6 = y + dy_6;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
                int xx_6 = x_6 + dx_6;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
                if (yy_6 >= 0 && yy_6 < H && xx_6 >= 0 && xx_6 < W)
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
                    s_6 += w[c_6 * 9 + (dy_6 + 1) * 3 + dx_6 + 1] * in[(plane * H + yy_6) * W + xx_6];
            }
        }
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
        out[(plane * H + y) * W + x_6] = s_6;
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
    if (x_7 < W && y < H) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
        int c_7 = plane % C;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
        float s_7 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
        for (int dy_7 = -1; dy_7 <= 1; dy_7++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
            for (int dx_7 = -1; dx_7 <= 1; dx_7++) {
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
                int yy_7 = y + dy_7;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
                int xx_7 = x_7 + dx_7;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
                if (yy_7 >= 0 && yy_7 < H && xx_7 >= 0 && xx_7 < W)
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
                    s_7 += w[c_7 * 9 + (dy_7 + 1) * 3 + dx_7 + 1] * in[(plane * H + yy_7) * W + xx_7];
            }
        }
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
        out[(plane * H + y) * W + x_7] = s_7;
    }
}
