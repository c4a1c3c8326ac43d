extern "C" __global__ void census5x5_cf4x(const int* in, unsigned int* out, int width, int height) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
    int x_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
    int x_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
    int x_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
    int x_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
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
}
