extern "C" __global__ void im2col3x3_rows_cf2x(const float* in, float* out, int C, int H, int W) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
    int p_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
    int p_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
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
}
