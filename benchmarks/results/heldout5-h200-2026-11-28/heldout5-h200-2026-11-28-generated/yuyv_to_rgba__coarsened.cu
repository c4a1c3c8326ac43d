__device__ int clamp255(int v) {
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
    return v < 0 ? 0 : v > 255 ? 255 : v;
}

extern "C" __global__ void yuyv_to_rgba_cf4y_st32(const unsigned char* yuyv, unsigned char* rgba, int width, int height) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
    int x = blockIdx.x * blockDim.x + threadIdx.x;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
    int y_0;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
    if (threadIdx.y / 32u * 128u + threadIdx.y % 32u < 8u)
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        y_0 = blockIdx.y * 8u + (threadIdx.y / 32u * 128u + threadIdx.y % 32u);
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
    int y_1;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
    if (threadIdx.y / 32u * 128u + threadIdx.y % 32u + 32u < 8u)
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        y_1 = blockIdx.y * 8u + (threadIdx.y / 32u * 128u + threadIdx.y % 32u + 32u);
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
    int y_2;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
    if (threadIdx.y / 32u * 128u + threadIdx.y % 32u + 64u < 8u)
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        y_2 = blockIdx.y * 8u + (threadIdx.y / 32u * 128u + threadIdx.y % 32u + 64u);
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
    int y_3;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
    if (threadIdx.y / 32u * 128u + threadIdx.y % 32u + 96u < 8u)
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        y_3 = blockIdx.y * 8u + (threadIdx.y / 32u * 128u + threadIdx.y % 32u + 96u);
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
    if (threadIdx.y / 32u * 128u + threadIdx.y % 32u < 8u)
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        if (x < width && y_0 < height) {
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
            int pair_0 = (y_0 * width + x) >> 1;
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
            int c_0 = yuyv[4 * pair_0 + 2 * (x & 1)] - 16;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
            int d_0 = yuyv[4 * pair_0 + 1] - 128;
#line 18 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
            int e_0 = yuyv[4 * pair_0 + 3] - 128;
#line 19 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
            int o_0 = 4 * (y_0 * width + x);
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
    if (threadIdx.y / 32u * 128u + threadIdx.y % 32u + 32u < 8u)
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        if (x < width && y_1 < height) {
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
            int pair_1 = (y_1 * width + x) >> 1;
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
            int c_1 = yuyv[4 * pair_1 + 2 * (x & 1)] - 16;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
            int d_1 = yuyv[4 * pair_1 + 1] - 128;
#line 18 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
            int e_1 = yuyv[4 * pair_1 + 3] - 128;
#line 19 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
            int o_1 = 4 * (y_1 * width + x);
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
    if (threadIdx.y / 32u * 128u + threadIdx.y % 32u + 64u < 8u)
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        if (x < width && y_2 < height) {
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
            int pair_2 = (y_2 * width + x) >> 1;
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
            int c_2 = yuyv[4 * pair_2 + 2 * (x & 1)] - 16;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
            int d_2 = yuyv[4 * pair_2 + 1] - 128;
#line 18 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
            int e_2 = yuyv[4 * pair_2 + 3] - 128;
#line 19 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
            int o_2 = 4 * (y_2 * width + x);
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
    if (threadIdx.y / 32u * 128u + threadIdx.y % 32u + 96u < 8u)
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
        if (x < width && y_3 < height) {
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
            int pair_3 = (y_3 * width + x) >> 1;
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
            int c_3 = yuyv[4 * pair_3 + 2 * (x & 1)] - 16;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
            int d_3 = yuyv[4 * pair_3 + 1] - 128;
#line 18 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
            int e_3 = yuyv[4 * pair_3 + 3] - 128;
#line 19 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
            int o_3 = 4 * (y_3 * width + x);
#line 20 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
            rgba[o_3] = (unsigned char)clamp255((298 * c_3 + 409 * e_3 + 128) >> 8);
#line 21 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
            rgba[o_3 + 1] = (unsigned char)clamp255((298 * c_3 - 100 * d_3 - 208 * e_3 + 128) >> 8);
#line 22 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
            rgba[o_3 + 2] = (unsigned char)clamp255((298 * c_3 + 516 * d_3 + 128) >> 8);
#line 23 "/work/main/.stage/main/benchmarks/heldout5/kernels/yuyv_to_rgba.cu"
            rgba[o_3 + 3] = 255;
        }
}
