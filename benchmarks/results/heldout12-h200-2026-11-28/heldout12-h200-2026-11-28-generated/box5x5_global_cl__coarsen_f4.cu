extern "C" __global__ void box5x5_global_cf4x(const float* src, float* dst, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cl"
    int x_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cl"
    int x_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cl"
    int x_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cl"
    int x_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cl"
    int y = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y);
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cl"
    if (x_0 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cl"
        float s_0 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cl"
        for (int dy_0 = -2; dy_0 <= 2; ++dy_0) {
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cl"
            int yy_0 = min(max(y + dy_0, 0), height - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cl"
            for (int dx_0 = -2; dx_0 <= 2; ++dx_0) {
#line 13 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cl"
                int xx_0 = min(max(x_0 + dx_0, 0), width - 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cl"
                s_0 += src[yy_0 * width + xx_0];
            }
        }
#line 17 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cl"
        dst[y * width + x_0] = s_0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cl"
    if (x_1 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cl"
        float s_1 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cl"
        for (int dy_1 = -2; dy_1 <= 2; ++dy_1) {
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cl"
            int yy_1 = min(max(y + dy_1, 0), height - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cl"
            for (int dx_1 = -2; dx_1 <= 2; ++dx_1) {
#line 13 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cl"
                int xx_1 = min(max(x_1 + dx_1, 0), width - 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cl"
                s_1 += src[yy_1 * width + xx_1];
            }
        }
#line 17 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cl"
        dst[y * width + x_1] = s_1;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cl"
    if (x_2 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cl"
        float s_2 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cl"
        for (int dy_2 = -2; dy_2 <= 2; ++dy_2) {
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cl"
            int yy_2 = min(max(y + dy_2, 0), height - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cl"
            for (int dx_2 = -2; dx_2 <= 2; ++dx_2) {
#line 13 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cl"
                int xx_2 = min(max(x_2 + dx_2, 0), width - 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cl"
                s_2 += src[yy_2 * width + xx_2];
            }
        }
#line 17 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cl"
        dst[y * width + x_2] = s_2;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cl"
    if (x_3 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cl"
        float s_3 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cl"
        for (int dy_3 = -2; dy_3 <= 2; ++dy_3) {
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cl"
            int yy_3 = min(max(y + dy_3, 0), height - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cl"
            for (int dx_3 = -2; dx_3 <= 2; ++dx_3) {
#line 13 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cl"
                int xx_3 = min(max(x_3 + dx_3, 0), width - 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cl"
                s_3 += src[yy_3 * width + xx_3];
            }
        }
#line 17 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cl"
        dst[y * width + x_3] = s_3;
    }
}
