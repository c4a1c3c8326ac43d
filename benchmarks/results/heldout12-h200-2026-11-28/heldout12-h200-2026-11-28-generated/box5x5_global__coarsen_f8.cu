extern "C" __global__ void box5x5_global_cf8x(const float* src, float* dst, int width, int height) {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
    int x_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
    int x_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
    int x_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
    int x_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
    int x_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
    int x_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
    int x_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
    int x_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
    if (x_0 < width && y < height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
        float s_0 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
        for (int dy_0 = -2; dy_0 <= 2; ++dy_0) {
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
            int yy_0 = min(max(y + dy_0, 0), height - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
            for (int dx_0 = -2; dx_0 <= 2; ++dx_0) {
#line 12 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
                int xx_0 = min(max(x_0 + dx_0, 0), width - 1);
#line 13 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
                s_0 += src[yy_0 * width + xx_0];
            }
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
        dst[y * width + x_0] = s_0;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
    if (x_1 < width && y < height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
        float s_1 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
        for (int dy_1 = -2; dy_1 <= 2; ++dy_1) {
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
            int yy_1 = min(max(y + dy_1, 0), height - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
            for (int dx_1 = -2; dx_1 <= 2; ++dx_1) {
#line 12 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
                int xx_1 = min(max(x_1 + dx_1, 0), width - 1);
#line 13 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
                s_1 += src[yy_1 * width + xx_1];
            }
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
        dst[y * width + x_1] = s_1;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
    if (x_2 < width && y < height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
        float s_2 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
        for (int dy_2 = -2; dy_2 <= 2; ++dy_2) {
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
            int yy_2 = min(max(y + dy_2, 0), height - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
            for (int dx_2 = -2; dx_2 <= 2; ++dx_2) {
#line 12 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
                int xx_2 = min(max(x_2 + dx_2, 0), width - 1);
#line 13 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
                s_2 += src[yy_2 * width + xx_2];
            }
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
        dst[y * width + x_2] = s_2;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
    if (x_3 < width && y < height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
        float s_3 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
        for (int dy_3 = -2; dy_3 <= 2; ++dy_3) {
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
            int yy_3 = min(max(y + dy_3, 0), height - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
            for (int dx_3 = -2; dx_3 <= 2; ++dx_3) {
#line 12 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
                int xx_3 = min(max(x_3 + dx_3, 0), width - 1);
#line 13 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
                s_3 += src[yy_3 * width + xx_3];
            }
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
        dst[y * width + x_3] = s_3;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
    if (x_4 < width && y < height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
        float s_4 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
        for (int dy_4 = -2; dy_4 <= 2; ++dy_4) {
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
            int yy_4 = min(max(y + dy_4, 0), height - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
            for (int dx_4 = -2; dx_4 <= 2; ++dx_4) {
#line 12 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
                int xx_4 = min(max(x_4 + dx_4, 0), width - 1);
#line 13 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
                s_4 += src[yy_4 * width + xx_4];
            }
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
        dst[y * width + x_4] = s_4;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
    if (x_5 < width && y < height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
        float s_5 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
        for (int dy_5 = -2; dy_5 <= 2; ++dy_5) {
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
            int yy_5 = min(max(y + dy_5, 0), height - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
            for (int dx_5 = -2; dx_5 <= 2; ++dx_5) {
#line 12 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
                int xx_5 = min(max(x_5 + dx_5, 0), width - 1);
#line 13 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
                s_5 += src[yy_5 * width + xx_5];
            }
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
        dst[y * width + x_5] = s_5;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
    if (x_6 < width && y < height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
        float s_6 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
        for (int dy_6 = -2; dy_6 <= 2; ++dy_6) {
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
            int yy_6 = min(max(y + dy_6, 0), height - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
            for (int dx_6 = -2; dx_6 <= 2; ++dx_6) {
#line 12 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
                int xx_6 = min(max(x_6 + dx_6, 0), width - 1);
#line 13 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
                s_6 += src[yy_6 * width + xx_6];
            }
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
        dst[y * width + x_6] = s_6;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
    if (x_7 < width && y < height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
        float s_7 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
        for (int dy_7 = -2; dy_7 <= 2; ++dy_7) {
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
            int yy_7 = min(max(y + dy_7, 0), height - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
            for (int dx_7 = -2; dx_7 <= 2; ++dx_7) {
#line 12 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
                int xx_7 = min(max(x_7 + dx_7, 0), width - 1);
#line 13 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
                s_7 += src[yy_7 * width + xx_7];
            }
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
        dst[y * width + x_7] = s_7;
    }
}
