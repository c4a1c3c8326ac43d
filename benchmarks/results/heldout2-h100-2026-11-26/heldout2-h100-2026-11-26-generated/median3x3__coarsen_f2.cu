extern "C" __global__ void median3x3_cf2x(const float* in, float* out, int width, int height) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
    int x_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
    int x_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
    if (!(x_0 >= width || y >= height)) {
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
        float v_0[9];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
        for (int dy_0 = -1; dy_0 <= 1; dy_0++)
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
            for (int dx_0 = -1; dx_0 <= 1; dx_0++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
                int yy_0 = min(max(y + dy_0, 0), height - 1);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
                int xx_0 = min(max(x_0 + dx_0, 0), width - 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
                v_0[(dy_0 + 1) * 3 + dx_0 + 1] = in[yy_0 * width + xx_0];
            }
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
        for (int p_0 = 0; p_0 < 9; p_0++)
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
            for (int j_0 = p_0 & 1; j_0 < 8; j_0 += 2) {
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
                float a_0 = v_0[j_0];
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
                float b_0 = v_0[j_0 + 1];
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
                v_0[j_0] = fminf(a_0, b_0);
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
                v_0[j_0 + 1] = fmaxf(a_0, b_0);
            }
#line 22 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
        out[y * width + x_0] = v_0[4];
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
    if (!(x_1 >= width || y >= height)) {
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
        float v_1[9];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
        for (int dy_1 = -1; dy_1 <= 1; dy_1++)
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
            for (int dx_1 = -1; dx_1 <= 1; dx_1++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
                int yy_1 = min(max(y + dy_1, 0), height - 1);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
                int xx_1 = min(max(x_1 + dx_1, 0), width - 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
                v_1[(dy_1 + 1) * 3 + dx_1 + 1] = in[yy_1 * width + xx_1];
            }
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
        for (int p_1 = 0; p_1 < 9; p_1++)
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
            for (int j_1 = p_1 & 1; j_1 < 8; j_1 += 2) {
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
                float a_1 = v_1[j_1];
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
                float b_1 = v_1[j_1 + 1];
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
                v_1[j_1] = fminf(a_1, b_1);
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
                v_1[j_1 + 1] = fmaxf(a_1, b_1);
            }
#line 22 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
        out[y * width + x_1] = v_1[4];
    }
}
