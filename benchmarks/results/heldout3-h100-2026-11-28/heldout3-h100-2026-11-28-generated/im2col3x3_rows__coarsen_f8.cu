extern "C" __global__ void im2col3x3_rows_cf8x(const float* in, float* out, int C, int H, int W) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
    int p_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
    int p_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
    int p_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
    int p_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
    int p_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
    int p_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
    int p_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
    int p_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
    if (p_0 < H * W) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
        int y_0 = p_0 / W;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
        int x_0 = p_0 - p_0 / W * W;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
        for (int c_0 = 0; c_0 < C; c_0++) {
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
            for (int dy_0 = -1; dy_0 <= 1; dy_0++) {
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
                for (int dx_0 = -1; dx_0 <= 1; dx_0++) {
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
                    int yy_0 = y_0 + dy_0;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
                    int xx_0 = x_0 + dx_0;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
                    float v_0 = 0.0f;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
                    if (yy_0 >= 0 && yy_0 < H && xx_0 >= 0 && xx_0 < W)
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
                        v_0 = in[(c_0 * H + yy_0) * W + xx_0];
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
                    out[p_0 * 9 * C + c_0 * 9 + (dy_0 + 1) * 3 + dx_0 + 1] = v_0;
                }
            }
        }
    }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
    if (p_1 < H * W) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
        int y_1 = p_1 / W;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
        int x_1 = p_1 - p_1 / W * W;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
        for (int c_1 = 0; c_1 < C; c_1++) {
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
            for (int dy_1 = -1; dy_1 <= 1; dy_1++) {
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
                for (int dx_1 = -1; dx_1 <= 1; dx_1++) {
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
                    int yy_1 = y_1 + dy_1;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
                    int xx_1 = x_1 + dx_1;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
                    float v_1 = 0.0f;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
                    if (yy_1 >= 0 && yy_1 < H && xx_1 >= 0 && xx_1 < W)
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
                        v_1 = in[(c_1 * H + yy_1) * W + xx_1];
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
                    out[p_1 * 9 * C + c_1 * 9 + (dy_1 + 1) * 3 + dx_1 + 1] = v_1;
                }
            }
        }
    }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
    if (p_2 < H * W) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
        int y_2 = p_2 / W;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
        int x_2 = p_2 - p_2 / W * W;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
        for (int c_2 = 0; c_2 < C; c_2++) {
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
            for (int dy_2 = -1; dy_2 <= 1; dy_2++) {
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
                for (int dx_2 = -1; dx_2 <= 1; dx_2++) {
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
                    int yy_2 = y_2 + dy_2;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
                    int xx_2 = x_2 + dx_2;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
                    float v_2 = 0.0f;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
                    if (yy_2 >= 0 && yy_2 < H && xx_2 >= 0 && xx_2 < W)
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
                        v_2 = in[(c_2 * H + yy_2) * W + xx_2];
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
                    out[p_2 * 9 * C + c_2 * 9 + (dy_2 + 1) * 3 + dx_2 + 1] = v_2;
                }
            }
        }
    }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
    if (p_3 < H * W) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
        int y_3 = p_3 / W;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
        int x_3 = p_3 - p_3 / W * W;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
        for (int c_3 = 0; c_3 < C; c_3++) {
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
            for (int dy_3 = -1; dy_3 <= 1; dy_3++) {
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
                for (int dx_3 = -1; dx_3 <= 1; dx_3++) {
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
                    int yy_3 = y_3 + dy_3;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
                    int xx_3 = x_3 + dx_3;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
                    float v_3 = 0.0f;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
                    if (yy_3 >= 0 && yy_3 < H && xx_3 >= 0 && xx_3 < W)
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
                        v_3 = in[(c_3 * H + yy_3) * W + xx_3];
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
                    out[p_3 * 9 * C + c_3 * 9 + (dy_3 + 1) * 3 + dx_3 + 1] = v_3;
                }
            }
        }
    }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
    if (p_4 < H * W) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
        int y_4 = p_4 / W;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
        int x_4 = p_4 - p_4 / W * W;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
        for (int c_4 = 0; c_4 < C; c_4++) {
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
            for (int dy_4 = -1; dy_4 <= 1; dy_4++) {
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
                for (int dx_4 = -1; dx_4 <= 1; dx_4++) {
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
                    int yy_4 = y_4 + dy_4;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
                    int xx_4 = x_4 + dx_4;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
                    float v_4 = 0.0f;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
                    if (yy_4 >= 0 && yy_4 < H && xx_4 >= 0 && xx_4 < W)
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
                        v_4 = in[(c_4 * H + yy_4) * W + xx_4];
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
                    out[p_4 * 9 * C + c_4 * 9 + (dy_4 + 1) * 3 + dx_4 + 1] = v_4;
                }
            }
        }
    }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
    if (p_5 < H * W) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
        int y_5 = p_5 / W;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
        int x_5 = p_5 - p_5 / W * W;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
        for (int c_5 = 0; c_5 < C; c_5++) {
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
            for (int dy_5 = -1; dy_5 <= 1; dy_5++) {
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
                for (int dx_5 = -1; dx_5 <= 1; dx_5++) {
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
                    int yy_5 = y_5 + dy_5;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
                    int xx_5 = x_5 + dx_5;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
                    float v_5 = 0.0f;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
                    if (yy_5 >= 0 && yy_5 < H && xx_5 >= 0 && xx_5 < W)
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
                        v_5 = in[(c_5 * H + yy_5) * W + xx_5];
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
                    out[p_5 * 9 * C + c_5 * 9 + (dy_5 + 1) * 3 + dx_5 + 1] = v_5;
                }
            }
        }
    }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
    if (p_6 < H * W) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
        int y_6 = p_6 / W;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
        int x_6 = p_6 - p_6 / W * W;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
        for (int c_6 = 0; c_6 < C; c_6++) {
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
            for (int dy_6 = -1; dy_6 <= 1; dy_6++) {
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
                for (int dx_6 = -1; dx_6 <= 1; dx_6++) {
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
                    int yy_6 = y_6 + dy_6;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
                    int xx_6 = x_6 + dx_6;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
                    float v_6 = 0.0f;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
                    if (yy_6 >= 0 && yy_6 < H && xx_6 >= 0 && xx_6 < W)
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
                        v_6 = in[(c_6 * H + yy_6) * W + xx_6];
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
                    out[p_6 * 9 * C + c_6 * 9 + (dy_6 + 1) * 3 + dx_6 + 1] = v_6;
                }
            }
        }
    }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
    if (p_7 < H * W) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
        int y_7 = p_7 / W;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
        int x_7 = p_7 - p_7 / W * W;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
        for (int c_7 = 0; c_7 < C; c_7++) {
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
            for (int dy_7 = -1; dy_7 <= 1; dy_7++) {
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
                for (int dx_7 = -1; dx_7 <= 1; dx_7++) {
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
                    int yy_7 = y_7 + dy_7;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
                    int xx_7 = x_7 + dx_7;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
                    float v_7 = 0.0f;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
                    if (yy_7 >= 0 && yy_7 < H && xx_7 >= 0 && xx_7 < W)
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
                        v_7 = in[(c_7 * H + yy_7) * W + xx_7];
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
                    out[p_7 * 9 * C + c_7 * 9 + (dy_7 + 1) * 3 + dx_7 + 1] = v_7;
                }
            }
        }
    }
}
