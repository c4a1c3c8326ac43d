__device__ int luma(uchar4 p) {
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
    return (77 * p.x + 150 * p.y + 29 * p.z) >> 8;
}

extern "C" __global__ void sobel_rgba8_cf8x(const uchar4* img, int* out, int width, int height) {
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
    int x_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
    int x_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
    int x_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
    int x_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
    int x_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
    int x_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
    int x_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
    int x_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
    if (x_0 < width && y < height) {
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int xm_0 = max(x_0 - 1, 0);
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int xp_0 = min(x_0 + 1, width - 1);
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int ym_0 = max(y - 1, 0) * width;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int yp_0 = min(y + 1, height - 1) * width;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int yc_0 = y * width;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int a_0 = luma(img[ym_0 + xm_0]);
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int b_0 = luma(img[ym_0 + x_0]);
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int c_0 = luma(img[ym_0 + xp_0]);
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int d_0 = luma(img[yc_0 + xm_0]);
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int f_0 = luma(img[yc_0 + xp_0]);
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int g_0 = luma(img[yp_0 + xm_0]);
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int h_0 = luma(img[yp_0 + x_0]);
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int k_0 = luma(img[yp_0 + xp_0]);
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int gx_0 = c_0 + 2 * f_0 + k_0 - (a_0 + 2 * d_0 + g_0);
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int gy_0 = g_0 + 2 * h_0 + k_0 - (a_0 + 2 * b_0 + c_0);
#line 23 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        out[yc_0 + x_0] = abs(gx_0) + abs(gy_0);
    }
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
    if (x_1 < width && y < height) {
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int xm_1 = max(x_1 - 1, 0);
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int xp_1 = min(x_1 + 1, width - 1);
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int ym_1 = max(y - 1, 0) * width;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int yp_1 = min(y + 1, height - 1) * width;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int yc_1 = y * width;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int a_1 = luma(img[ym_1 + xm_1]);
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int b_1 = luma(img[ym_1 + x_1]);
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int c_1 = luma(img[ym_1 + xp_1]);
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int d_1 = luma(img[yc_1 + xm_1]);
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int f_1 = luma(img[yc_1 + xp_1]);
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int g_1 = luma(img[yp_1 + xm_1]);
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int h_1 = luma(img[yp_1 + x_1]);
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int k_1 = luma(img[yp_1 + xp_1]);
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int gx_1 = c_1 + 2 * f_1 + k_1 - (a_1 + 2 * d_1 + g_1);
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int gy_1 = g_1 + 2 * h_1 + k_1 - (a_1 + 2 * b_1 + c_1);
#line 23 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        out[yc_1 + x_1] = abs(gx_1) + abs(gy_1);
    }
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
    if (x_2 < width && y < height) {
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int xm_2 = max(x_2 - 1, 0);
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int xp_2 = min(x_2 + 1, width - 1);
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int ym_2 = max(y - 1, 0) * width;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int yp_2 = min(y + 1, height - 1) * width;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int yc_2 = y * width;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int a_2 = luma(img[ym_2 + xm_2]);
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int b_2 = luma(img[ym_2 + x_2]);
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int c_2 = luma(img[ym_2 + xp_2]);
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int d_2 = luma(img[yc_2 + xm_2]);
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int f_2 = luma(img[yc_2 + xp_2]);
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int g_2 = luma(img[yp_2 + xm_2]);
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int h_2 = luma(img[yp_2 + x_2]);
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int k_2 = luma(img[yp_2 + xp_2]);
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int gx_2 = c_2 + 2 * f_2 + k_2 - (a_2 + 2 * d_2 + g_2);
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int gy_2 = g_2 + 2 * h_2 + k_2 - (a_2 + 2 * b_2 + c_2);
#line 23 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        out[yc_2 + x_2] = abs(gx_2) + abs(gy_2);
    }
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
    if (x_3 < width && y < height) {
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int xm_3 = max(x_3 - 1, 0);
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int xp_3 = min(x_3 + 1, width - 1);
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int ym_3 = max(y - 1, 0) * width;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int yp_3 = min(y + 1, height - 1) * width;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int yc_3 = y * width;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int a_3 = luma(img[ym_3 + xm_3]);
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int b_3 = luma(img[ym_3 + x_3]);
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int c_3 = luma(img[ym_3 + xp_3]);
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int d_3 = luma(img[yc_3 + xm_3]);
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int f_3 = luma(img[yc_3 + xp_3]);
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int g_3 = luma(img[yp_3 + xm_3]);
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int h_3 = luma(img[yp_3 + x_3]);
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int k_3 = luma(img[yp_3 + xp_3]);
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int gx_3 = c_3 + 2 * f_3 + k_3 - (a_3 + 2 * d_3 + g_3);
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int gy_3 = g_3 + 2 * h_3 + k_3 - (a_3 + 2 * b_3 + c_3);
#line 23 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        out[yc_3 + x_3] = abs(gx_3) + abs(gy_3);
    }
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
    if (x_4 < width && y < height) {
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int xm_4 = max(x_4 - 1, 0);
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int xp_4 = min(x_4 + 1, width - 1);
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int ym_4 = max(y - 1, 0) * width;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int yp_4 = min(y + 1, height - 1) * width;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int yc_4 = y * width;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int a_4 = luma(img[ym_4 + xm_4]);
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int b_4 = luma(img[ym_4 + x_4]);
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int c_4 = luma(img[ym_4 + xp_4]);
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int d_4 = luma(img[yc_4 + xm_4]);
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int f_4 = luma(img[yc_4 + xp_4]);
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int g_4 = luma(img[yp_4 + xm_4]);
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int h_4 = luma(img[yp_4 + x_4]);
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int k_4 = luma(img[yp_4 + xp_4]);
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int gx_4 = c_4 + 2 * f_4 + k_4 - (a_4 + 2 * d_4 + g_4);
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int gy_4 = g_4 + 2 * h_4 + k_4 - (a_4 + 2 * b_4 + c_4);
#line 23 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        out[yc_4 + x_4] = abs(gx_4) + abs(gy_4);
    }
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
    if (x_5 < width && y < height) {
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int xm_5 = max(x_5 - 1, 0);
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int xp_5 = min(x_5 + 1, width - 1);
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int ym_5 = max(y - 1, 0) * width;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int yp_5 = min(y + 1, height - 1) * width;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int yc_5 = y * width;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int a_5 = luma(img[ym_5 + xm_5]);
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int b_5 = luma(img[ym_5 + x_5]);
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int c_5 = luma(img[ym_5 + xp_5]);
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int d_5 = luma(img[yc_5 + xm_5]);
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int f_5 = luma(img[yc_5 + xp_5]);
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int g_5 = luma(img[yp_5 + xm_5]);
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int h_5 = luma(img[yp_5 + x_5]);
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int k_5 = luma(img[yp_5 + xp_5]);
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int gx_5 = c_5 + 2 * f_5 + k_5 - (a_5 + 2 * d_5 + g_5);
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int gy_5 = g_5 + 2 * h_5 + k_5 - (a_5 + 2 * b_5 + c_5);
#line 23 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        out[yc_5 + x_5] = abs(gx_5) + abs(gy_5);
    }
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
    if (x_6 < width && y < height) {
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int xm_6 = max(x_6 - 1, 0);
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int xp_6 = min(x_6 + 1, width - 1);
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int ym_6 = max(y - 1, 0) * width;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int yp_6 = min(y + 1, height - 1) * width;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int yc_6 = y * width;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int a_6 = luma(img[ym_6 + xm_6]);
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int b_6 = luma(img[ym_6 + x_6]);
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int c_6 = luma(img[ym_6 + xp_6]);
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int d_6 = luma(img[yc_6 + xm_6]);
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int f_6 = luma(img[yc_6 + xp_6]);
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int g_6 = luma(img[yp_6 + xm_6]);
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int h_6 = luma(img[yp_6 + x_6]);
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int k_6 = luma(img[yp_6 + xp_6]);
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int gx_6 = c_6 + 2 * f_6 + k_6 - (a_6 + 2 * d_6 + g_6);
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int gy_6 = g_6 + 2 * h_6 + k_6 - (a_6 + 2 * b_6 + c_6);
#line 23 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        out[yc_6 + x_6] = abs(gx_6) + abs(gy_6);
    }
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
    if (x_7 < width && y < height) {
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int xm_7 = max(x_7 - 1, 0);
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int xp_7 = min(x_7 + 1, width - 1);
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int ym_7 = max(y - 1, 0) * width;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int yp_7 = min(y + 1, height - 1) * width;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int yc_7 = y * width;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int a_7 = luma(img[ym_7 + xm_7]);
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int b_7 = luma(img[ym_7 + x_7]);
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int c_7 = luma(img[ym_7 + xp_7]);
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int d_7 = luma(img[yc_7 + xm_7]);
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int f_7 = luma(img[yc_7 + xp_7]);
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int g_7 = luma(img[yp_7 + xm_7]);
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int h_7 = luma(img[yp_7 + x_7]);
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int k_7 = luma(img[yp_7 + xp_7]);
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int gx_7 = c_7 + 2 * f_7 + k_7 - (a_7 + 2 * d_7 + g_7);
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int gy_7 = g_7 + 2 * h_7 + k_7 - (a_7 + 2 * b_7 + c_7);
#line 23 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        out[yc_7 + x_7] = abs(gx_7) + abs(gy_7);
    }
}
