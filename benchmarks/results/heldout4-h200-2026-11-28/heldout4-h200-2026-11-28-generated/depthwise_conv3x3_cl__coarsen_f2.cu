extern "C" __global__ void depthwise_conv3x3_cf2x(const float* in, const float* w, float* out, int C, int H, int W) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cl"
    int x_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cl"
    int x_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
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
}
