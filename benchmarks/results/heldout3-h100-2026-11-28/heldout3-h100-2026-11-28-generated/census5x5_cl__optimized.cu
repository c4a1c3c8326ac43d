extern "C" __global__ void census5x5_opt(const int* in, unsigned int* out, int width, int height) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
    int ucond = ((int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < width) & ((int)((unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y) < height);
    int4 in_v0;
    uint4 out_v1;
    {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
        int x_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
        int y_m0 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
        if (ucond) {
            in_v0 = *(const int4*)&in[y_m0 * width + x_m0];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
            int c_m0 = in_v0.x;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
            unsigned int d_m0 = 0u;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
            int k_m0 = 0;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
            for (int dy_m0 = -2; dy_m0 <= 2; dy_m0++) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
                int yy_m0 = min(max(y_m0 + dy_m0, 0), height - 1);
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
                for (int dx_m0 = -2; dx_m0 <= 2; dx_m0++) {
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
                    if (dx_m0 != 0 || dy_m0 != 0) {
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
                        int xx_m0 = min(max(x_m0 + dx_m0, 0), width - 1);
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
                        if (in[yy_m0 * width + xx_m0] < c_m0) {
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
                            d_m0 |= 1u << k_m0;
                        }
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
                        k_m0++;
                    }
                }
            }
            out_v1.x = d_m0;
        }
    }
    {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
        int x_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
        int y_m1 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
        if (ucond) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
            int c_m1 = in_v0.y;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
            unsigned int d_m1 = 0u;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
            int k_m1 = 0;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
            for (int dy_m1 = -2; dy_m1 <= 2; dy_m1++) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
                int yy_m1 = min(max(y_m1 + dy_m1, 0), height - 1);
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
                for (int dx_m1 = -2; dx_m1 <= 2; dx_m1++) {
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
                    if (dx_m1 != 0 || dy_m1 != 0) {
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
                        int xx_m1 = min(max(x_m1 + dx_m1, 0), width - 1);
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
                        if (in[yy_m1 * width + xx_m1] < c_m1) {
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
                            d_m1 |= 1u << k_m1;
                        }
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
                        k_m1++;
                    }
                }
            }
            out_v1.y = d_m1;
        }
    }
    {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
        int x_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
        int y_m2 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
        if (ucond) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
            int c_m2 = in_v0.z;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
            unsigned int d_m2 = 0u;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
            int k_m2 = 0;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
            for (int dy_m2 = -2; dy_m2 <= 2; dy_m2++) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
                int yy_m2 = min(max(y_m2 + dy_m2, 0), height - 1);
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
                for (int dx_m2 = -2; dx_m2 <= 2; dx_m2++) {
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
                    if (dx_m2 != 0 || dy_m2 != 0) {
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
                        int xx_m2 = min(max(x_m2 + dx_m2, 0), width - 1);
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
                        if (in[yy_m2 * width + xx_m2] < c_m2) {
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
                            d_m2 |= 1u << k_m2;
                        }
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
                        k_m2++;
                    }
                }
            }
            out_v1.z = d_m2;
        }
    }
    {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
        int x_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
        int y_m3 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
        if (ucond) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
            int c_m3 = in_v0.w;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
            unsigned int d_m3 = 0u;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
            int k_m3 = 0;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
            for (int dy_m3 = -2; dy_m3 <= 2; dy_m3++) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
                int yy_m3 = min(max(y_m3 + dy_m3, 0), height - 1);
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
                for (int dx_m3 = -2; dx_m3 <= 2; dx_m3++) {
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
                    if (dx_m3 != 0 || dy_m3 != 0) {
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
                        int xx_m3 = min(max(x_m3 + dx_m3, 0), width - 1);
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
                        if (in[yy_m3 * width + xx_m3] < c_m3) {
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
                            d_m3 |= 1u << k_m3;
                        }
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cl"
                        k_m3++;
                    }
                }
            }
            out_v1.w = d_m3;
            *(uint4*)(&out[y_m3 * width + x_m3] - 3) = out_v1;
        }
    }
}
