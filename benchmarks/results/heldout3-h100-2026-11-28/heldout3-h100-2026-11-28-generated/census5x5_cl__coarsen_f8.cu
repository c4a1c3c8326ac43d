extern "C" __global__ void census5x5_cf8x(const int* in, unsigned int* out, int width, int height) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
    int x_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
    int x_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
    int x_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
    int x_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
    int x_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
    int x_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
    int x_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
    int x_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
    int y = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
    if (x_0 < width && y < height) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
        int c_0 = in[y * width + x_0];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
        unsigned int d_0 = 0u;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
        int k_0 = 0;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
        for (int dy_0 = -2; dy_0 <= 2; dy_0++) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
            int yy_0 = min(max(y + dy_0, 0), height - 1);
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
            for (int dx_0 = -2; dx_0 <= 2; dx_0++) {
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
                if (dx_0 != 0 || dy_0 != 0) {
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
                    int xx_0 = min(max(x_0 + dx_0, 0), width - 1);
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
                    if (in[yy_0 * width + xx_0] < c_0)
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
                        d_0 |= 1u << k_0;
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
                    k_0++;
                }
            }
        }
#line 23 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
        out[y * width + x_0] = d_0;
    }
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
    if (x_1 < width && y < height) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
        int c_1 = in[y * width + x_1];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
        unsigned int d_1 = 0u;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
        int k_1 = 0;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
        for (int dy_1 = -2; dy_1 <= 2; dy_1++) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
            int yy_1 = min(max(y + dy_1, 0), height - 1);
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
            for (int dx_1 = -2; dx_1 <= 2; dx_1++) {
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
                if (dx_1 != 0 || dy_1 != 0) {
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
                    int xx_1 = min(max(x_1 + dx_1, 0), width - 1);
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
                    if (in[yy_1 * width + xx_1] < c_1)
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
                        d_1 |= 1u << k_1;
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
                    k_1++;
                }
            }
        }
#line 23 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
        out[y * width + x_1] = d_1;
    }
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
    if (x_2 < width && y < height) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
        int c_2 = in[y * width + x_2];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
        unsigned int d_2 = 0u;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
        int k_2 = 0;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
        for (int dy_2 = -2; dy_2 <= 2; dy_2++) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
            int yy_2 = min(max(y + dy_2, 0), height - 1);
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
            for (int dx_2 = -2; dx_2 <= 2; dx_2++) {
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
                if (dx_2 != 0 || dy_2 != 0) {
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
                    int xx_2 = min(max(x_2 + dx_2, 0), width - 1);
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
                    if (in[yy_2 * width + xx_2] < c_2)
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
                        d_2 |= 1u << k_2;
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
                    k_2++;
                }
            }
        }
#line 23 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
        out[y * width + x_2] = d_2;
    }
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
    if (x_3 < width && y < height) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
        int c_3 = in[y * width + x_3];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
        unsigned int d_3 = 0u;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
        int k_3 = 0;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
        for (int dy_3 = -2; dy_3 <= 2; dy_3++) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
            int yy_3 = min(max(y + dy_3, 0), height - 1);
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
            for (int dx_3 = -2; dx_3 <= 2; dx_3++) {
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
                if (dx_3 != 0 || dy_3 != 0) {
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
                    int xx_3 = min(max(x_3 + dx_3, 0), width - 1);
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
                    if (in[yy_3 * width + xx_3] < c_3)
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
                        d_3 |= 1u << k_3;
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
                    k_3++;
                }
            }
        }
#line 23 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
        out[y * width + x_3] = d_3;
    }
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
    if (x_4 < width && y < height) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
        int c_4 = in[y * width + x_4];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
        unsigned int d_4 = 0u;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
        int k_4 = 0;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
        for (int dy_4 = -2; dy_4 <= 2; dy_4++) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
            int yy_4 = min(max(y + dy_4, 0), height - 1);
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
            for (int dx_4 = -2; dx_4 <= 2; dx_4++) {
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
                if (dx_4 != 0 || dy_4 != 0) {
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
                    int xx_4 = min(max(x_4 + dx_4, 0), width - 1);
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
                    if (in[yy_4 * width + xx_4] < c_4)
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
                        d_4 |= 1u << k_4;
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
                    k_4++;
                }
            }
        }
#line 23 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
        out[y * width + x_4] = d_4;
    }
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
    if (x_5 < width && y < height) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
        int c_5 = in[y * width + x_5];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
        unsigned int d_5 = 0u;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
        int k_5 = 0;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
        for (int dy_5 = -2; dy_5 <= 2; dy_5++) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
            int yy_5 = min(max(y + dy_5, 0), height - 1);
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
            for (int dx_5 = -2; dx_5 <= 2; dx_5++) {
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
                if (dx_5 != 0 || dy_5 != 0) {
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
                    int xx_5 = min(max(x_5 + dx_5, 0), width - 1);
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
                    if (in[yy_5 * width + xx_5] < c_5)
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
                        d_5 |= 1u << k_5;
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
                    k_5++;
                }
            }
        }
#line 23 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
        out[y * width + x_5] = d_5;
    }
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
    if (x_6 < width && y < height) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
        int c_6 = in[y * width + x_6];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
        unsigned int d_6 = 0u;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
        int k_6 = 0;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
        for (int dy_6 = -2; dy_6 <= 2; dy_6++) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
            int yy_6 = min(max(y + dy_6, 0), height - 1);
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
            for (int dx_6 = -2; dx_6 <= 2; dx_6++) {
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
                if (dx_6 != 0 || dy_6 != 0) {
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
                    int xx_6 = min(max(x_6 + dx_6, 0), width - 1);
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
                    if (in[yy_6 * width + xx_6] < c_6)
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
                        d_6 |= 1u << k_6;
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
                    k_6++;
                }
            }
        }
#line 23 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
        out[y * width + x_6] = d_6;
    }
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
    if (x_7 < width && y < height) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
        int c_7 = in[y * width + x_7];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
        unsigned int d_7 = 0u;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
        int k_7 = 0;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
        for (int dy_7 = -2; dy_7 <= 2; dy_7++) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
            int yy_7 = min(max(y + dy_7, 0), height - 1);
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
            for (int dx_7 = -2; dx_7 <= 2; dx_7++) {
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
                if (dx_7 != 0 || dy_7 != 0) {
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
                    int xx_7 = min(max(x_7 + dx_7, 0), width - 1);
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
                    if (in[yy_7 * width + xx_7] < c_7)
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
                        d_7 |= 1u << k_7;
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
                    k_7++;
                }
            }
        }
#line 23 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
        out[y * width + x_7] = d_7;
    }
}
