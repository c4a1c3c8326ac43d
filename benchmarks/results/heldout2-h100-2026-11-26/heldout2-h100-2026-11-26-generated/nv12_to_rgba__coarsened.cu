__device__ int clamp255(int v) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
    return min(max(v, 0), 255);
}

extern "C" __global__ void nv12_to_rgba_cf16y_st32(const unsigned char* Yp, const unsigned char* UV, unsigned int* rgba, int width, int height) {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
    int x = blockIdx.x * blockDim.x + threadIdx.x;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
    int y_0;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u < 8u)
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
        y_0 = blockIdx.y * 8u + (threadIdx.y / 32u * 512u + threadIdx.y % 32u);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
    int y_1;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 32u < 8u)
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
        y_1 = blockIdx.y * 8u + (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 32u);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
    int y_2;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 64u < 8u)
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
        y_2 = blockIdx.y * 8u + (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 64u);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
    int y_3;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 96u < 8u)
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
        y_3 = blockIdx.y * 8u + (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 96u);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
    int y_4;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 128u < 8u)
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
        y_4 = blockIdx.y * 8u + (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 128u);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
    int y_5;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 160u < 8u)
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
        y_5 = blockIdx.y * 8u + (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 160u);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
    int y_6;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 192u < 8u)
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
        y_6 = blockIdx.y * 8u + (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 192u);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
    int y_7;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 224u < 8u)
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
        y_7 = blockIdx.y * 8u + (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 224u);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
    int y_8;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 256u < 8u)
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
        y_8 = blockIdx.y * 8u + (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 256u);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
    int y_9;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 288u < 8u)
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
        y_9 = blockIdx.y * 8u + (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 288u);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
    int y_10;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 320u < 8u)
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
        y_10 = blockIdx.y * 8u + (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 320u);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
    int y_11;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 352u < 8u)
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
        y_11 = blockIdx.y * 8u + (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 352u);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
    int y_12;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 384u < 8u)
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
        y_12 = blockIdx.y * 8u + (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 384u);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
    int y_13;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 416u < 8u)
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
        y_13 = blockIdx.y * 8u + (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 416u);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
    int y_14;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 448u < 8u)
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
        y_14 = blockIdx.y * 8u + (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 448u);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
    int y_15;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 480u < 8u)
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
        y_15 = blockIdx.y * 8u + (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 480u);
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u < 8u)
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
        if (x < width && y_0 < height) {
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int c_0 = (int)Yp[y_0 * width + x] - 16;
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int d_0 = (int)UV[(y_0 >> 1) * width + (x & ~1)] - 128;
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int e_0 = (int)UV[(y_0 >> 1) * width + (x & ~1) + 1] - 128;
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int r_0 = clamp255((298 * c_0 + 409 * e_0 + 128) >> 8);
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int g_0 = clamp255((298 * c_0 - 100 * d_0 - 208 * e_0 + 128) >> 8);
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int b_0 = clamp255((298 * c_0 + 516 * d_0 + 128) >> 8);
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            rgba[y_0 * width + x] = (unsigned int)r_0 | ((unsigned int)g_0 << 8) | ((unsigned int)b_0 << 16) | 4278190080u;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 32u < 8u)
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
        if (x < width && y_1 < height) {
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int c_1 = (int)Yp[y_1 * width + x] - 16;
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int d_1 = (int)UV[(y_1 >> 1) * width + (x & ~1)] - 128;
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int e_1 = (int)UV[(y_1 >> 1) * width + (x & ~1) + 1] - 128;
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int r_1 = clamp255((298 * c_1 + 409 * e_1 + 128) >> 8);
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int g_1 = clamp255((298 * c_1 - 100 * d_1 - 208 * e_1 + 128) >> 8);
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int b_1 = clamp255((298 * c_1 + 516 * d_1 + 128) >> 8);
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            rgba[y_1 * width + x] = (unsigned int)r_1 | ((unsigned int)g_1 << 8) | ((unsigned int)b_1 << 16) | 4278190080u;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 64u < 8u)
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
        if (x < width && y_2 < height) {
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int c_2 = (int)Yp[y_2 * width + x] - 16;
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int d_2 = (int)UV[(y_2 >> 1) * width + (x & ~1)] - 128;
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int e_2 = (int)UV[(y_2 >> 1) * width + (x & ~1) + 1] - 128;
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int r_2 = clamp255((298 * c_2 + 409 * e_2 + 128) >> 8);
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int g_2 = clamp255((298 * c_2 - 100 * d_2 - 208 * e_2 + 128) >> 8);
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int b_2 = clamp255((298 * c_2 + 516 * d_2 + 128) >> 8);
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            rgba[y_2 * width + x] = (unsigned int)r_2 | ((unsigned int)g_2 << 8) | ((unsigned int)b_2 << 16) | 4278190080u;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 96u < 8u)
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
        if (x < width && y_3 < height) {
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int c_3 = (int)Yp[y_3 * width + x] - 16;
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int d_3 = (int)UV[(y_3 >> 1) * width + (x & ~1)] - 128;
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int e_3 = (int)UV[(y_3 >> 1) * width + (x & ~1) + 1] - 128;
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int r_3 = clamp255((298 * c_3 + 409 * e_3 + 128) >> 8);
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int g_3 = clamp255((298 * c_3 - 100 * d_3 - 208 * e_3 + 128) >> 8);
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int b_3 = clamp255((298 * c_3 + 516 * d_3 + 128) >> 8);
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            rgba[y_3 * width + x] = (unsigned int)r_3 | ((unsigned int)g_3 << 8) | ((unsigned int)b_3 << 16) | 4278190080u;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 128u < 8u)
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
        if (x < width && y_4 < height) {
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int c_4 = (int)Yp[y_4 * width + x] - 16;
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int d_4 = (int)UV[(y_4 >> 1) * width + (x & ~1)] - 128;
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int e_4 = (int)UV[(y_4 >> 1) * width + (x & ~1) + 1] - 128;
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int r_4 = clamp255((298 * c_4 + 409 * e_4 + 128) >> 8);
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int g_4 = clamp255((298 * c_4 - 100 * d_4 - 208 * e_4 + 128) >> 8);
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int b_4 = clamp255((298 * c_4 + 516 * d_4 + 128) >> 8);
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            rgba[y_4 * width + x] = (unsigned int)r_4 | ((unsigned int)g_4 << 8) | ((unsigned int)b_4 << 16) | 4278190080u;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 160u < 8u)
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
        if (x < width && y_5 < height) {
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int c_5 = (int)Yp[y_5 * width + x] - 16;
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int d_5 = (int)UV[(y_5 >> 1) * width + (x & ~1)] - 128;
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int e_5 = (int)UV[(y_5 >> 1) * width + (x & ~1) + 1] - 128;
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int r_5 = clamp255((298 * c_5 + 409 * e_5 + 128) >> 8);
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int g_5 = clamp255((298 * c_5 - 100 * d_5 - 208 * e_5 + 128) >> 8);
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int b_5 = clamp255((298 * c_5 + 516 * d_5 + 128) >> 8);
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            rgba[y_5 * width + x] = (unsigned int)r_5 | ((unsigned int)g_5 << 8) | ((unsigned int)b_5 << 16) | 4278190080u;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 192u < 8u)
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
        if (x < width && y_6 < height) {
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int c_6 = (int)Yp[y_6 * width + x] - 16;
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int d_6 = (int)UV[(y_6 >> 1) * width + (x & ~1)] - 128;
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int e_6 = (int)UV[(y_6 >> 1) * width + (x & ~1) + 1] - 128;
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int r_6 = clamp255((298 * c_6 + 409 * e_6 + 128) >> 8);
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int g_6 = clamp255((298 * c_6 - 100 * d_6 - 208 * e_6 + 128) >> 8);
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int b_6 = clamp255((298 * c_6 + 516 * d_6 + 128) >> 8);
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            rgba[y_6 * width + x] = (unsigned int)r_6 | ((unsigned int)g_6 << 8) | ((unsigned int)b_6 << 16) | 4278190080u;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 224u < 8u)
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
        if (x < width && y_7 < height) {
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int c_7 = (int)Yp[y_7 * width + x] - 16;
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int d_7 = (int)UV[(y_7 >> 1) * width + (x & ~1)] - 128;
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int e_7 = (int)UV[(y_7 >> 1) * width + (x & ~1) + 1] - 128;
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int r_7 = clamp255((298 * c_7 + 409 * e_7 + 128) >> 8);
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int g_7 = clamp255((298 * c_7 - 100 * d_7 - 208 * e_7 + 128) >> 8);
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int b_7 = clamp255((298 * c_7 + 516 * d_7 + 128) >> 8);
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            rgba[y_7 * width + x] = (unsigned int)r_7 | ((unsigned int)g_7 << 8) | ((unsigned int)b_7 << 16) | 4278190080u;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 256u < 8u)
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
        if (x < width && y_8 < height) {
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int c_8 = (int)Yp[y_8 * width + x] - 16;
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int d_8 = (int)UV[(y_8 >> 1) * width + (x & ~1)] - 128;
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int e_8 = (int)UV[(y_8 >> 1) * width + (x & ~1) + 1] - 128;
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int r_8 = clamp255((298 * c_8 + 409 * e_8 + 128) >> 8);
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int g_8 = clamp255((298 * c_8 - 100 * d_8 - 208 * e_8 + 128) >> 8);
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int b_8 = clamp255((298 * c_8 + 516 * d_8 + 128) >> 8);
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            rgba[y_8 * width + x] = (unsigned int)r_8 | ((unsigned int)g_8 << 8) | ((unsigned int)b_8 << 16) | 4278190080u;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 288u < 8u)
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
        if (x < width && y_9 < height) {
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int c_9 = (int)Yp[y_9 * width + x] - 16;
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int d_9 = (int)UV[(y_9 >> 1) * width + (x & ~1)] - 128;
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int e_9 = (int)UV[(y_9 >> 1) * width + (x & ~1) + 1] - 128;
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int r_9 = clamp255((298 * c_9 + 409 * e_9 + 128) >> 8);
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int g_9 = clamp255((298 * c_9 - 100 * d_9 - 208 * e_9 + 128) >> 8);
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int b_9 = clamp255((298 * c_9 + 516 * d_9 + 128) >> 8);
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            rgba[y_9 * width + x] = (unsigned int)r_9 | ((unsigned int)g_9 << 8) | ((unsigned int)b_9 << 16) | 4278190080u;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 320u < 8u)
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
        if (x < width && y_10 < height) {
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int c_10 = (int)Yp[y_10 * width + x] - 16;
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int d_10 = (int)UV[(y_10 >> 1) * width + (x & ~1)] - 128;
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int e_10 = (int)UV[(y_10 >> 1) * width + (x & ~1) + 1] - 128;
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int r_10 = clamp255((298 * c_10 + 409 * e_10 + 128) >> 8);
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int g_10 = clamp255((298 * c_10 - 100 * d_10 - 208 * e_10 + 128) >> 8);
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int b_10 = clamp255((298 * c_10 + 516 * d_10 + 128) >> 8);
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            rgba[y_10 * width + x] = (unsigned int)r_10 | ((unsigned int)g_10 << 8) | ((unsigned int)b_10 << 16) | 4278190080u;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 352u < 8u)
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
        if (x < width && y_11 < height) {
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int c_11 = (int)Yp[y_11 * width + x] - 16;
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int d_11 = (int)UV[(y_11 >> 1) * width + (x & ~1)] - 128;
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int e_11 = (int)UV[(y_11 >> 1) * width + (x & ~1) + 1] - 128;
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int r_11 = clamp255((298 * c_11 + 409 * e_11 + 128) >> 8);
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int g_11 = clamp255((298 * c_11 - 100 * d_11 - 208 * e_11 + 128) >> 8);
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int b_11 = clamp255((298 * c_11 + 516 * d_11 + 128) >> 8);
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            rgba[y_11 * width + x] = (unsigned int)r_11 | ((unsigned int)g_11 << 8) | ((unsigned int)b_11 << 16) | 4278190080u;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 384u < 8u)
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
        if (x < width && y_12 < height) {
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int c_12 = (int)Yp[y_12 * width + x] - 16;
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int d_12 = (int)UV[(y_12 >> 1) * width + (x & ~1)] - 128;
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int e_12 = (int)UV[(y_12 >> 1) * width + (x & ~1) + 1] - 128;
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int r_12 = clamp255((298 * c_12 + 409 * e_12 + 128) >> 8);
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int g_12 = clamp255((298 * c_12 - 100 * d_12 - 208 * e_12 + 128) >> 8);
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int b_12 = clamp255((298 * c_12 + 516 * d_12 + 128) >> 8);
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            rgba[y_12 * width + x] = (unsigned int)r_12 | ((unsigned int)g_12 << 8) | ((unsigned int)b_12 << 16) | 4278190080u;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 416u < 8u)
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
        if (x < width && y_13 < height) {
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int c_13 = (int)Yp[y_13 * width + x] - 16;
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int d_13 = (int)UV[(y_13 >> 1) * width + (x & ~1)] - 128;
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int e_13 = (int)UV[(y_13 >> 1) * width + (x & ~1) + 1] - 128;
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int r_13 = clamp255((298 * c_13 + 409 * e_13 + 128) >> 8);
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int g_13 = clamp255((298 * c_13 - 100 * d_13 - 208 * e_13 + 128) >> 8);
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int b_13 = clamp255((298 * c_13 + 516 * d_13 + 128) >> 8);
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            rgba[y_13 * width + x] = (unsigned int)r_13 | ((unsigned int)g_13 << 8) | ((unsigned int)b_13 << 16) | 4278190080u;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 448u < 8u)
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
        if (x < width && y_14 < height) {
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int c_14 = (int)Yp[y_14 * width + x] - 16;
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int d_14 = (int)UV[(y_14 >> 1) * width + (x & ~1)] - 128;
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int e_14 = (int)UV[(y_14 >> 1) * width + (x & ~1) + 1] - 128;
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int r_14 = clamp255((298 * c_14 + 409 * e_14 + 128) >> 8);
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int g_14 = clamp255((298 * c_14 - 100 * d_14 - 208 * e_14 + 128) >> 8);
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int b_14 = clamp255((298 * c_14 + 516 * d_14 + 128) >> 8);
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            rgba[y_14 * width + x] = (unsigned int)r_14 | ((unsigned int)g_14 << 8) | ((unsigned int)b_14 << 16) | 4278190080u;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 480u < 8u)
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
        if (x < width && y_15 < height) {
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int c_15 = (int)Yp[y_15 * width + x] - 16;
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int d_15 = (int)UV[(y_15 >> 1) * width + (x & ~1)] - 128;
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int e_15 = (int)UV[(y_15 >> 1) * width + (x & ~1) + 1] - 128;
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int r_15 = clamp255((298 * c_15 + 409 * e_15 + 128) >> 8);
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int g_15 = clamp255((298 * c_15 - 100 * d_15 - 208 * e_15 + 128) >> 8);
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            int b_15 = clamp255((298 * c_15 + 516 * d_15 + 128) >> 8);
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/nv12_to_rgba.cu"
            rgba[y_15 * width + x] = (unsigned int)r_15 | ((unsigned int)g_15 << 8) | ((unsigned int)b_15 << 16) | 4278190080u;
        }
}
