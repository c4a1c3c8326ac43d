extern "C" __global__ void median3x3_cf8x(const float* in, float* out, int width, int height) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
    int x_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
    int x_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
    int x_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
    int x_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
    int x_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
    int x_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
    int x_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
    int x_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
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
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
    if (!(x_2 >= width || y >= height)) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
        float v_2[9];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
        for (int dy_2 = -1; dy_2 <= 1; dy_2++)
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
            for (int dx_2 = -1; dx_2 <= 1; dx_2++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
                int yy_2 = min(max(y + dy_2, 0), height - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
                int xx_2 = min(max(x_2 + dx_2, 0), width - 1);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
                v_2[(dy_2 + 1) * 3 + dx_2 + 1] = in[yy_2 * width + xx_2];
            }
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
        for (int p_2 = 0; p_2 < 9; p_2++)
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
            for (int j_2 = p_2 & 1; j_2 < 8; j_2 += 2) {
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
                float a_2 = v_2[j_2];
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
                float b_2 = v_2[j_2 + 1];
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
                v_2[j_2] = fminf(a_2, b_2);
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
                v_2[j_2 + 1] = fmaxf(a_2, b_2);
            }
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
        out[y * width + x_2] = v_2[4];
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
    if (!(x_3 >= width || y >= height)) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
        float v_3[9];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
        for (int dy_3 = -1; dy_3 <= 1; dy_3++)
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
            for (int dx_3 = -1; dx_3 <= 1; dx_3++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
                int yy_3 = min(max(y + dy_3, 0), height - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
                int xx_3 = min(max(x_3 + dx_3, 0), width - 1);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
                v_3[(dy_3 + 1) * 3 + dx_3 + 1] = in[yy_3 * width + xx_3];
            }
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
        for (int p_3 = 0; p_3 < 9; p_3++)
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
            for (int j_3 = p_3 & 1; j_3 < 8; j_3 += 2) {
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
                float a_3 = v_3[j_3];
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
                float b_3 = v_3[j_3 + 1];
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
                v_3[j_3] = fminf(a_3, b_3);
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
                v_3[j_3 + 1] = fmaxf(a_3, b_3);
            }
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
        out[y * width + x_3] = v_3[4];
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
    if (!(x_4 >= width || y >= height)) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
        float v_4[9];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
        for (int dy_4 = -1; dy_4 <= 1; dy_4++)
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
            for (int dx_4 = -1; dx_4 <= 1; dx_4++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
                int yy_4 = min(max(y + dy_4, 0), height - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
                int xx_4 = min(max(x_4 + dx_4, 0), width - 1);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
                v_4[(dy_4 + 1) * 3 + dx_4 + 1] = in[yy_4 * width + xx_4];
            }
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
        for (int p_4 = 0; p_4 < 9; p_4++)
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
            for (int j_4 = p_4 & 1; j_4 < 8; j_4 += 2) {
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
                float a_4 = v_4[j_4];
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
                float b_4 = v_4[j_4 + 1];
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
                v_4[j_4] = fminf(a_4, b_4);
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
                v_4[j_4 + 1] = fmaxf(a_4, b_4);
            }
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
        out[y * width + x_4] = v_4[4];
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
    if (!(x_5 >= width || y >= height)) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
        float v_5[9];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
        for (int dy_5 = -1; dy_5 <= 1; dy_5++)
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
            for (int dx_5 = -1; dx_5 <= 1; dx_5++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
                int yy_5 = min(max(y + dy_5, 0), height - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
                int xx_5 = min(max(x_5 + dx_5, 0), width - 1);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
                v_5[(dy_5 + 1) * 3 + dx_5 + 1] = in[yy_5 * width + xx_5];
            }
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
        for (int p_5 = 0; p_5 < 9; p_5++)
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
            for (int j_5 = p_5 & 1; j_5 < 8; j_5 += 2) {
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
                float a_5 = v_5[j_5];
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
                float b_5 = v_5[j_5 + 1];
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
                v_5[j_5] = fminf(a_5, b_5);
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
                v_5[j_5 + 1] = fmaxf(a_5, b_5);
            }
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
        out[y * width + x_5] = v_5[4];
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
    if (!(x_6 >= width || y >= height)) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
        float v_6[9];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
        for (int dy_6 = -1; dy_6 <= 1; dy_6++)
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
            for (int dx_6 = -1; dx_6 <= 1; dx_6++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
                int yy_6 = min(max(y + dy_6, 0), height - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
                int xx_6 = min(max(x_6 + dx_6, 0), width - 1);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
                v_6[(dy_6 + 1) * 3 + dx_6 + 1] = in[yy_6 * width + xx_6];
            }
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
        for (int p_6 = 0; p_6 < 9; p_6++)
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
            for (int j_6 = p_6 & 1; j_6 < 8; j_6 += 2) {
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
                float a_6 = v_6[j_6];
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
                float b_6 = v_6[j_6 + 1];
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
                v_6[j_6] = fminf(a_6, b_6);
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
                v_6[j_6 + 1] = fmaxf(a_6, b_6);
            }
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
        out[y * width + x_6] = v_6[4];
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
    if (!(x_7 >= width || y >= height)) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
        float v_7[9];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
        for (int dy_7 = -1; dy_7 <= 1; dy_7++)
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
            for (int dx_7 = -1; dx_7 <= 1; dx_7++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
                int yy_7 = min(max(y + dy_7, 0), height - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
                int xx_7 = min(max(x_7 + dx_7, 0), width - 1);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
                v_7[(dy_7 + 1) * 3 + dx_7 + 1] = in[yy_7 * width + xx_7];
            }
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
        for (int p_7 = 0; p_7 < 9; p_7++)
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
            for (int j_7 = p_7 & 1; j_7 < 8; j_7 += 2) {
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
                float a_7 = v_7[j_7];
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
                float b_7 = v_7[j_7 + 1];
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
                v_7[j_7] = fminf(a_7, b_7);
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
                v_7[j_7 + 1] = fmaxf(a_7, b_7);
            }
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cl"
        out[y * width + x_7] = v_7[4];
    }
}
