extern "C" __global__ void box_blur_cf4x(const float* in, float* out, int width, int height) {
#line 4 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
    int x_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 4 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
    int x_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 4 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
    int x_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 4 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
    int x_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
    if (x_0 < width && y < height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
        float s_0 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
        for (int dy_0 = -1; dy_0 <= 1; ++dy_0) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
            int yy_0 = min(max(y + dy_0, 0), height - 1);
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
            for (int dx_0 = -1; dx_0 <= 1; ++dx_0) {
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
                int xx_0 = min(max(x_0 + dx_0, 0), width - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
                s_0 += in[yy_0 * width + xx_0];
            }
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
        out[y * width + x_0] = s_0 * (1.0f / 9.0f);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
    if (x_1 < width && y < height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
        float s_1 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
        for (int dy_1 = -1; dy_1 <= 1; ++dy_1) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
            int yy_1 = min(max(y + dy_1, 0), height - 1);
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
            for (int dx_1 = -1; dx_1 <= 1; ++dx_1) {
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
                int xx_1 = min(max(x_1 + dx_1, 0), width - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
                s_1 += in[yy_1 * width + xx_1];
            }
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
        out[y * width + x_1] = s_1 * (1.0f / 9.0f);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
    if (x_2 < width && y < height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
        float s_2 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
        for (int dy_2 = -1; dy_2 <= 1; ++dy_2) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
            int yy_2 = min(max(y + dy_2, 0), height - 1);
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
            for (int dx_2 = -1; dx_2 <= 1; ++dx_2) {
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
                int xx_2 = min(max(x_2 + dx_2, 0), width - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
                s_2 += in[yy_2 * width + xx_2];
            }
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
        out[y * width + x_2] = s_2 * (1.0f / 9.0f);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
    if (x_3 < width && y < height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
        float s_3 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
        for (int dy_3 = -1; dy_3 <= 1; ++dy_3) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
            int yy_3 = min(max(y + dy_3, 0), height - 1);
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
            for (int dx_3 = -1; dx_3 <= 1; ++dx_3) {
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
                int xx_3 = min(max(x_3 + dx_3, 0), width - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
                s_3 += in[yy_3 * width + xx_3];
            }
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
        out[y * width + x_3] = s_3 * (1.0f / 9.0f);
    }
}
