extern "C" __global__ void census5x5_cf2x(const int* in, unsigned int* out, int width, int height) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cu"
    int x_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cu"
    int x_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cu"
    if (x_0 < width && y < height) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cu"
        int c_0 = in[y * width + x_0];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cu"
        unsigned int d_0 = 0u;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cu"
        int k_0 = 0;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cu"
        for (int dy_0 = -2; dy_0 <= 2; dy_0++) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cu"
            int yy_0 = min(max(y + dy_0, 0), height - 1);
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cu"
            for (int dx_0 = -2; dx_0 <= 2; dx_0++) {
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cu"
                if (dx_0 != 0 || dy_0 != 0) {
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cu"
                    int xx_0 = min(max(x_0 + dx_0, 0), width - 1);
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cu"
                    if (in[yy_0 * width + xx_0] < c_0)
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cu"
                        d_0 |= 1u << k_0;
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cu"
                    k_0++;
                }
            }
        }
#line 23 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cu"
        out[y * width + x_0] = d_0;
    }
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cu"
    if (x_1 < width && y < height) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cu"
        int c_1 = in[y * width + x_1];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cu"
        unsigned int d_1 = 0u;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cu"
        int k_1 = 0;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cu"
        for (int dy_1 = -2; dy_1 <= 2; dy_1++) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cu"
            int yy_1 = min(max(y + dy_1, 0), height - 1);
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cu"
            for (int dx_1 = -2; dx_1 <= 2; dx_1++) {
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cu"
                if (dx_1 != 0 || dy_1 != 0) {
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cu"
                    int xx_1 = min(max(x_1 + dx_1, 0), width - 1);
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cu"
                    if (in[yy_1 * width + xx_1] < c_1)
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cu"
                        d_1 |= 1u << k_1;
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cu"
                    k_1++;
                }
            }
        }
#line 23 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/census5x5.cu"
        out[y * width + x_1] = d_1;
    }
}
