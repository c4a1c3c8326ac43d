extern "C" __global__ void median3x3_cf2x(const float* in, float* out, int width, int height) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
    int x_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
    int x_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
    int y = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
    if (!(x_0 >= width || y >= height)) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
        float v_0[9];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
        for (int dy_0 = -1; dy_0 <= 1; dy_0++)
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
            for (int dx_0 = -1; dx_0 <= 1; dx_0++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
                int yy_0 = min(max(y + dy_0, 0), height - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
                int xx_0 = min(max(x_0 + dx_0, 0), width - 1);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
                v_0[(dy_0 + 1) * 3 + dx_0 + 1] = in[yy_0 * width + xx_0];
            }
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
        for (int p_0 = 0; p_0 < 9; p_0++)
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
            for (int j_0 = p_0 & 1; j_0 < 8; j_0 += 2) {
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
                float a_0 = v_0[j_0];
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
                float b_0 = v_0[j_0 + 1];
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
                v_0[j_0] = fminf(a_0, b_0);
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
                v_0[j_0 + 1] = fmaxf(a_0, b_0);
            }
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
        out[y * width + x_0] = v_0[4];
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
    if (!(x_1 >= width || y >= height)) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
        float v_1[9];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
        for (int dy_1 = -1; dy_1 <= 1; dy_1++)
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
            for (int dx_1 = -1; dx_1 <= 1; dx_1++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
                int yy_1 = min(max(y + dy_1, 0), height - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
                int xx_1 = min(max(x_1 + dx_1, 0), width - 1);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
                v_1[(dy_1 + 1) * 3 + dx_1 + 1] = in[yy_1 * width + xx_1];
            }
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
        for (int p_1 = 0; p_1 < 9; p_1++)
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
            for (int j_1 = p_1 & 1; j_1 < 8; j_1 += 2) {
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
                float a_1 = v_1[j_1];
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
                float b_1 = v_1[j_1 + 1];
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
                v_1[j_1] = fminf(a_1, b_1);
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
                v_1[j_1 + 1] = fmaxf(a_1, b_1);
            }
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
        out[y * width + x_1] = v_1[4];
    }
}
