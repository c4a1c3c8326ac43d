__device__ int luma(uchar4 p) {
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
    return (77 * p.x + 150 * p.y + 29 * p.z) >> 8;
}

extern "C" __global__ void sobel_rgba8_cf2x(const uchar4* img, int* out, int width, int height) {
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
    int x_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
    int x_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
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
}
