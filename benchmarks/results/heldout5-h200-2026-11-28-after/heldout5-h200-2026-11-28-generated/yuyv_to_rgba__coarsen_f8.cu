__device__ int clamp255(int v) {
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
    return v < 0 ? 0 : v > 255 ? 255 : v;
}

extern "C" __global__ void yuyv_to_rgba_cf8x(const unsigned char* yuyv, unsigned char* rgba, int width, int height) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
    int x_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
    int x_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
    int x_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
    int x_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
    int x_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
    int x_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
    int x_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
    int x_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
    if (x_0 < width && y < height) {
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        int pair_0 = (y * width + x_0) >> 1;
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        int c_0 = yuyv[4 * pair_0 + 2 * (x_0 & 1)] - 16;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        int d_0 = yuyv[4 * pair_0 + 1] - 128;
#line 18 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        int e_0 = yuyv[4 * pair_0 + 3] - 128;
#line 19 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        int o_0 = 4 * (y * width + x_0);
#line 20 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        rgba[o_0] = (unsigned char)clamp255((298 * c_0 + 409 * e_0 + 128) >> 8);
#line 21 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        rgba[o_0 + 1] = (unsigned char)clamp255((298 * c_0 - 100 * d_0 - 208 * e_0 + 128) >> 8);
#line 22 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        rgba[o_0 + 2] = (unsigned char)clamp255((298 * c_0 + 516 * d_0 + 128) >> 8);
#line 23 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        rgba[o_0 + 3] = 255;
    }
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
    if (x_1 < width && y < height) {
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        int pair_1 = (y * width + x_1) >> 1;
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        int c_1 = yuyv[4 * pair_1 + 2 * (x_1 & 1)] - 16;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        int d_1 = yuyv[4 * pair_1 + 1] - 128;
#line 18 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        int e_1 = yuyv[4 * pair_1 + 3] - 128;
#line 19 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        int o_1 = 4 * (y * width + x_1);
#line 20 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        rgba[o_1] = (unsigned char)clamp255((298 * c_1 + 409 * e_1 + 128) >> 8);
#line 21 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        rgba[o_1 + 1] = (unsigned char)clamp255((298 * c_1 - 100 * d_1 - 208 * e_1 + 128) >> 8);
#line 22 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        rgba[o_1 + 2] = (unsigned char)clamp255((298 * c_1 + 516 * d_1 + 128) >> 8);
#line 23 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        rgba[o_1 + 3] = 255;
    }
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
    if (x_2 < width && y < height) {
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        int pair_2 = (y * width + x_2) >> 1;
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        int c_2 = yuyv[4 * pair_2 + 2 * (x_2 & 1)] - 16;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        int d_2 = yuyv[4 * pair_2 + 1] - 128;
#line 18 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        int e_2 = yuyv[4 * pair_2 + 3] - 128;
#line 19 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        int o_2 = 4 * (y * width + x_2);
#line 20 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        rgba[o_2] = (unsigned char)clamp255((298 * c_2 + 409 * e_2 + 128) >> 8);
#line 21 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        rgba[o_2 + 1] = (unsigned char)clamp255((298 * c_2 - 100 * d_2 - 208 * e_2 + 128) >> 8);
#line 22 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        rgba[o_2 + 2] = (unsigned char)clamp255((298 * c_2 + 516 * d_2 + 128) >> 8);
#line 23 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        rgba[o_2 + 3] = 255;
    }
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
    if (x_3 < width && y < height) {
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        int pair_3 = (y * width + x_3) >> 1;
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        int c_3 = yuyv[4 * pair_3 + 2 * (x_3 & 1)] - 16;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        int d_3 = yuyv[4 * pair_3 + 1] - 128;
#line 18 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        int e_3 = yuyv[4 * pair_3 + 3] - 128;
#line 19 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        int o_3 = 4 * (y * width + x_3);
#line 20 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        rgba[o_3] = (unsigned char)clamp255((298 * c_3 + 409 * e_3 + 128) >> 8);
#line 21 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        rgba[o_3 + 1] = (unsigned char)clamp255((298 * c_3 - 100 * d_3 - 208 * e_3 + 128) >> 8);
#line 22 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        rgba[o_3 + 2] = (unsigned char)clamp255((298 * c_3 + 516 * d_3 + 128) >> 8);
#line 23 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        rgba[o_3 + 3] = 255;
    }
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
    if (x_4 < width && y < height) {
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        int pair_4 = (y * width + x_4) >> 1;
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        int c_4 = yuyv[4 * pair_4 + 2 * (x_4 & 1)] - 16;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        int d_4 = yuyv[4 * pair_4 + 1] - 128;
#line 18 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        int e_4 = yuyv[4 * pair_4 + 3] - 128;
#line 19 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        int o_4 = 4 * (y * width + x_4);
#line 20 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        rgba[o_4] = (unsigned char)clamp255((298 * c_4 + 409 * e_4 + 128) >> 8);
#line 21 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        rgba[o_4 + 1] = (unsigned char)clamp255((298 * c_4 - 100 * d_4 - 208 * e_4 + 128) >> 8);
#line 22 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        rgba[o_4 + 2] = (unsigned char)clamp255((298 * c_4 + 516 * d_4 + 128) >> 8);
#line 23 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        rgba[o_4 + 3] = 255;
    }
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
    if (x_5 < width && y < height) {
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        int pair_5 = (y * width + x_5) >> 1;
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        int c_5 = yuyv[4 * pair_5 + 2 * (x_5 & 1)] - 16;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        int d_5 = yuyv[4 * pair_5 + 1] - 128;
#line 18 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        int e_5 = yuyv[4 * pair_5 + 3] - 128;
#line 19 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        int o_5 = 4 * (y * width + x_5);
#line 20 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        rgba[o_5] = (unsigned char)clamp255((298 * c_5 + 409 * e_5 + 128) >> 8);
#line 21 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        rgba[o_5 + 1] = (unsigned char)clamp255((298 * c_5 - 100 * d_5 - 208 * e_5 + 128) >> 8);
#line 22 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        rgba[o_5 + 2] = (unsigned char)clamp255((298 * c_5 + 516 * d_5 + 128) >> 8);
#line 23 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        rgba[o_5 + 3] = 255;
    }
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
    if (x_6 < width && y < height) {
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        int pair_6 = (y * width + x_6) >> 1;
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        int c_6 = yuyv[4 * pair_6 + 2 * (x_6 & 1)] - 16;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        int d_6 = yuyv[4 * pair_6 + 1] - 128;
#line 18 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        int e_6 = yuyv[4 * pair_6 + 3] - 128;
#line 19 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        int o_6 = 4 * (y * width + x_6);
#line 20 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        rgba[o_6] = (unsigned char)clamp255((298 * c_6 + 409 * e_6 + 128) >> 8);
#line 21 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        rgba[o_6 + 1] = (unsigned char)clamp255((298 * c_6 - 100 * d_6 - 208 * e_6 + 128) >> 8);
#line 22 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        rgba[o_6 + 2] = (unsigned char)clamp255((298 * c_6 + 516 * d_6 + 128) >> 8);
#line 23 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        rgba[o_6 + 3] = 255;
    }
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
    if (x_7 < width && y < height) {
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        int pair_7 = (y * width + x_7) >> 1;
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        int c_7 = yuyv[4 * pair_7 + 2 * (x_7 & 1)] - 16;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        int d_7 = yuyv[4 * pair_7 + 1] - 128;
#line 18 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        int e_7 = yuyv[4 * pair_7 + 3] - 128;
#line 19 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        int o_7 = 4 * (y * width + x_7);
#line 20 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        rgba[o_7] = (unsigned char)clamp255((298 * c_7 + 409 * e_7 + 128) >> 8);
#line 21 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        rgba[o_7 + 1] = (unsigned char)clamp255((298 * c_7 - 100 * d_7 - 208 * e_7 + 128) >> 8);
#line 22 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        rgba[o_7 + 2] = (unsigned char)clamp255((298 * c_7 + 516 * d_7 + 128) >> 8);
#line 23 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        rgba[o_7 + 3] = 255;
    }
}
