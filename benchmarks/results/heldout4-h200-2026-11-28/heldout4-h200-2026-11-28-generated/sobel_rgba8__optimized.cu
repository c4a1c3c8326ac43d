__device__ int luma(uchar4 p) {
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
    return (77 * p.x + 150 * p.y + 29 * p.z) >> 8;
}

extern "C" __global__ void sobel_rgba8_opt(const uchar4* img, int* out, int width, int height) {
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
    int ucond = ((int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) < width) & ((int)(blockIdx.y * blockDim.y + threadIdx.y) < height);
    int4 out_v0;
    {
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int x_m0 = 4u * (blockIdx.x * blockDim.x + threadIdx.x);
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int y_m0 = blockIdx.y * blockDim.y + threadIdx.y;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        if (ucond) {
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
            int xm_m0 = max(x_m0 - 1, 0);
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
            int xp_m0 = min(x_m0 + 1, width - 1);
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
            int ym_m0 = max(y_m0 - 1, 0) * width;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
            int yp_m0 = min(y_m0 + 1, height - 1) * width;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
            int yc_m0 = y_m0 * width;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
            int a_m0 = luma(img[ym_m0 + xm_m0]);
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
            int b_m0 = luma(img[ym_m0 + x_m0]);
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
            int c_m0 = luma(img[ym_m0 + xp_m0]);
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
            int d_m0 = luma(img[yc_m0 + xm_m0]);
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
            int f_m0 = luma(img[yc_m0 + xp_m0]);
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
            int g_m0 = luma(img[yp_m0 + xm_m0]);
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
            int h_m0 = luma(img[yp_m0 + x_m0]);
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
            int k_m0 = luma(img[yp_m0 + xp_m0]);
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
            int gx_m0 = c_m0 + 2 * f_m0 + k_m0 - (a_m0 + 2 * d_m0 + g_m0);
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
            int gy_m0 = g_m0 + 2 * h_m0 + k_m0 - (a_m0 + 2 * b_m0 + c_m0);
            out_v0.x = abs(gx_m0) + abs(gy_m0);
        }
    }
    {
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int x_m1 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int y_m1 = blockIdx.y * blockDim.y + threadIdx.y;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        if (ucond) {
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
            int xm_m1 = max(x_m1 - 1, 0);
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
            int xp_m1 = min(x_m1 + 1, width - 1);
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
            int ym_m1 = max(y_m1 - 1, 0) * width;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
            int yp_m1 = min(y_m1 + 1, height - 1) * width;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
            int yc_m1 = y_m1 * width;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
            int a_m1 = luma(img[ym_m1 + xm_m1]);
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
            int b_m1 = luma(img[ym_m1 + x_m1]);
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
            int c_m1 = luma(img[ym_m1 + xp_m1]);
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
            int d_m1 = luma(img[yc_m1 + xm_m1]);
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
            int f_m1 = luma(img[yc_m1 + xp_m1]);
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
            int g_m1 = luma(img[yp_m1 + xm_m1]);
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
            int h_m1 = luma(img[yp_m1 + x_m1]);
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
            int k_m1 = luma(img[yp_m1 + xp_m1]);
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
            int gx_m1 = c_m1 + 2 * f_m1 + k_m1 - (a_m1 + 2 * d_m1 + g_m1);
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
            int gy_m1 = g_m1 + 2 * h_m1 + k_m1 - (a_m1 + 2 * b_m1 + c_m1);
            out_v0.y = abs(gx_m1) + abs(gy_m1);
        }
    }
    {
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int x_m2 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int y_m2 = blockIdx.y * blockDim.y + threadIdx.y;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        if (ucond) {
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
            int xm_m2 = max(x_m2 - 1, 0);
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
            int xp_m2 = min(x_m2 + 1, width - 1);
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
            int ym_m2 = max(y_m2 - 1, 0) * width;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
            int yp_m2 = min(y_m2 + 1, height - 1) * width;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
            int yc_m2 = y_m2 * width;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
            int a_m2 = luma(img[ym_m2 + xm_m2]);
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
            int b_m2 = luma(img[ym_m2 + x_m2]);
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
            int c_m2 = luma(img[ym_m2 + xp_m2]);
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
            int d_m2 = luma(img[yc_m2 + xm_m2]);
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
            int f_m2 = luma(img[yc_m2 + xp_m2]);
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
            int g_m2 = luma(img[yp_m2 + xm_m2]);
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
            int h_m2 = luma(img[yp_m2 + x_m2]);
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
            int k_m2 = luma(img[yp_m2 + xp_m2]);
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
            int gx_m2 = c_m2 + 2 * f_m2 + k_m2 - (a_m2 + 2 * d_m2 + g_m2);
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
            int gy_m2 = g_m2 + 2 * h_m2 + k_m2 - (a_m2 + 2 * b_m2 + c_m2);
            out_v0.z = abs(gx_m2) + abs(gy_m2);
        }
    }
    {
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int x_m3 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        int y_m3 = blockIdx.y * blockDim.y + threadIdx.y;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
        if (ucond) {
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
            int xm_m3 = max(x_m3 - 1, 0);
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
            int xp_m3 = min(x_m3 + 1, width - 1);
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
            int ym_m3 = max(y_m3 - 1, 0) * width;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
            int yp_m3 = min(y_m3 + 1, height - 1) * width;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
            int yc_m3 = y_m3 * width;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
            int a_m3 = luma(img[ym_m3 + xm_m3]);
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
            int b_m3 = luma(img[ym_m3 + x_m3]);
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
            int c_m3 = luma(img[ym_m3 + xp_m3]);
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
            int d_m3 = luma(img[yc_m3 + xm_m3]);
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
            int f_m3 = luma(img[yc_m3 + xp_m3]);
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
            int g_m3 = luma(img[yp_m3 + xm_m3]);
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
            int h_m3 = luma(img[yp_m3 + x_m3]);
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
            int k_m3 = luma(img[yp_m3 + xp_m3]);
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
            int gx_m3 = c_m3 + 2 * f_m3 + k_m3 - (a_m3 + 2 * d_m3 + g_m3);
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/sobel_rgba8.cu"
            int gy_m3 = g_m3 + 2 * h_m3 + k_m3 - (a_m3 + 2 * b_m3 + c_m3);
            out_v0.w = abs(gx_m3) + abs(gy_m3);
            *(int4*)(&out[yc_m3 + x_m3] - 3) = out_v0;
        }
    }
}
