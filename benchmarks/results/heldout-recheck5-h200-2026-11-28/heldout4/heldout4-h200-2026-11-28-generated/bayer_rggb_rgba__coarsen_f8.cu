extern "C" __global__ void bayer_rggb_rgba_cf8x(const unsigned char* raw, unsigned char* rgba, int width, int height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
    int x_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
    int x_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
    int x_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
    int x_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
    int x_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
    int x_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
    int x_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
    int x_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
    if (x_0 < width && y < height) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int xm_0 = max(x_0 - 1, 0);
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int xp_0 = min(x_0 + 1, width - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int ym_0 = max(y - 1, 0) * width;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int yp_0 = min(y + 1, height - 1) * width;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int yc_0 = y * width;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int c_0 = raw[yc_0 + x_0];
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int hv_0 = (raw[yc_0 + xm_0] + raw[yc_0 + xp_0] + 1) >> 1;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int vv_0 = (raw[ym_0 + x_0] + raw[yp_0 + x_0] + 1) >> 1;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int cr_0 = (raw[ym_0 + x_0] + raw[yp_0 + x_0] + raw[yc_0 + xm_0] + raw[yc_0 + xp_0] + 2) >> 2;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int dg_0 = (raw[ym_0 + xm_0] + raw[ym_0 + xp_0] + raw[yp_0 + xm_0] + raw[yp_0 + xp_0] + 2) >> 2;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int r_0;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int g_0;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int b_0;
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        if ((y & 1) == 0) {
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
            if ((x_0 & 1) == 0) {
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                r_0 = c_0;
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                g_0 = cr_0;
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                b_0 = dg_0;
            } else {
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                r_0 = hv_0;
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                g_0 = c_0;
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                b_0 = vv_0;
            }
        } else {
#line 27 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
            if ((x_0 & 1) == 0) {
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                r_0 = vv_0;
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                g_0 = c_0;
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                b_0 = hv_0;
            } else {
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                r_0 = dg_0;
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                g_0 = cr_0;
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                b_0 = c_0;
            }
        }
#line 33 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int o_0 = 4 * (yc_0 + x_0);
#line 34 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        rgba[o_0] = (unsigned char)r_0;
#line 35 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        rgba[o_0 + 1] = (unsigned char)g_0;
#line 36 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        rgba[o_0 + 2] = (unsigned char)b_0;
#line 37 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        rgba[o_0 + 3] = (unsigned char)255;
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
    if (x_1 < width && y < height) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int xm_1 = max(x_1 - 1, 0);
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int xp_1 = min(x_1 + 1, width - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int ym_1 = max(y - 1, 0) * width;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int yp_1 = min(y + 1, height - 1) * width;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int yc_1 = y * width;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int c_1 = raw[yc_1 + x_1];
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int hv_1 = (raw[yc_1 + xm_1] + raw[yc_1 + xp_1] + 1) >> 1;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int vv_1 = (raw[ym_1 + x_1] + raw[yp_1 + x_1] + 1) >> 1;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int cr_1 = (raw[ym_1 + x_1] + raw[yp_1 + x_1] + raw[yc_1 + xm_1] + raw[yc_1 + xp_1] + 2) >> 2;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int dg_1 = (raw[ym_1 + xm_1] + raw[ym_1 + xp_1] + raw[yp_1 + xm_1] + raw[yp_1 + xp_1] + 2) >> 2;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int r_1;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int g_1;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int b_1;
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        if ((y & 1) == 0) {
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
            if ((x_1 & 1) == 0) {
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                r_1 = c_1;
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                g_1 = cr_1;
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                b_1 = dg_1;
            } else {
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                r_1 = hv_1;
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                g_1 = c_1;
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                b_1 = vv_1;
            }
        } else {
#line 27 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
            if ((x_1 & 1) == 0) {
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                r_1 = vv_1;
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                g_1 = c_1;
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                b_1 = hv_1;
            } else {
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                r_1 = dg_1;
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                g_1 = cr_1;
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                b_1 = c_1;
            }
        }
#line 33 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int o_1 = 4 * (yc_1 + x_1);
#line 34 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        rgba[o_1] = (unsigned char)r_1;
#line 35 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        rgba[o_1 + 1] = (unsigned char)g_1;
#line 36 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        rgba[o_1 + 2] = (unsigned char)b_1;
#line 37 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        rgba[o_1 + 3] = (unsigned char)255;
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
    if (x_2 < width && y < height) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int xm_2 = max(x_2 - 1, 0);
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int xp_2 = min(x_2 + 1, width - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int ym_2 = max(y - 1, 0) * width;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int yp_2 = min(y + 1, height - 1) * width;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int yc_2 = y * width;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int c_2 = raw[yc_2 + x_2];
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int hv_2 = (raw[yc_2 + xm_2] + raw[yc_2 + xp_2] + 1) >> 1;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int vv_2 = (raw[ym_2 + x_2] + raw[yp_2 + x_2] + 1) >> 1;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int cr_2 = (raw[ym_2 + x_2] + raw[yp_2 + x_2] + raw[yc_2 + xm_2] + raw[yc_2 + xp_2] + 2) >> 2;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int dg_2 = (raw[ym_2 + xm_2] + raw[ym_2 + xp_2] + raw[yp_2 + xm_2] + raw[yp_2 + xp_2] + 2) >> 2;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int r_2;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int g_2;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int b_2;
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        if ((y & 1) == 0) {
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
            if ((x_2 & 1) == 0) {
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                r_2 = c_2;
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                g_2 = cr_2;
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                b_2 = dg_2;
            } else {
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                r_2 = hv_2;
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                g_2 = c_2;
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                b_2 = vv_2;
            }
        } else {
#line 27 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
            if ((x_2 & 1) == 0) {
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                r_2 = vv_2;
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                g_2 = c_2;
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                b_2 = hv_2;
            } else {
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                r_2 = dg_2;
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                g_2 = cr_2;
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                b_2 = c_2;
            }
        }
#line 33 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int o_2 = 4 * (yc_2 + x_2);
#line 34 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        rgba[o_2] = (unsigned char)r_2;
#line 35 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        rgba[o_2 + 1] = (unsigned char)g_2;
#line 36 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        rgba[o_2 + 2] = (unsigned char)b_2;
#line 37 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        rgba[o_2 + 3] = (unsigned char)255;
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
    if (x_3 < width && y < height) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int xm_3 = max(x_3 - 1, 0);
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int xp_3 = min(x_3 + 1, width - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int ym_3 = max(y - 1, 0) * width;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int yp_3 = min(y + 1, height - 1) * width;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int yc_3 = y * width;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int c_3 = raw[yc_3 + x_3];
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int hv_3 = (raw[yc_3 + xm_3] + raw[yc_3 + xp_3] + 1) >> 1;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int vv_3 = (raw[ym_3 + x_3] + raw[yp_3 + x_3] + 1) >> 1;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int cr_3 = (raw[ym_3 + x_3] + raw[yp_3 + x_3] + raw[yc_3 + xm_3] + raw[yc_3 + xp_3] + 2) >> 2;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int dg_3 = (raw[ym_3 + xm_3] + raw[ym_3 + xp_3] + raw[yp_3 + xm_3] + raw[yp_3 + xp_3] + 2) >> 2;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int r_3;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int g_3;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int b_3;
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        if ((y & 1) == 0) {
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
            if ((x_3 & 1) == 0) {
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                r_3 = c_3;
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                g_3 = cr_3;
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                b_3 = dg_3;
            } else {
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                r_3 = hv_3;
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                g_3 = c_3;
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                b_3 = vv_3;
            }
        } else {
#line 27 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
            if ((x_3 & 1) == 0) {
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                r_3 = vv_3;
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                g_3 = c_3;
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                b_3 = hv_3;
            } else {
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                r_3 = dg_3;
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                g_3 = cr_3;
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                b_3 = c_3;
            }
        }
#line 33 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int o_3 = 4 * (yc_3 + x_3);
#line 34 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        rgba[o_3] = (unsigned char)r_3;
#line 35 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        rgba[o_3 + 1] = (unsigned char)g_3;
#line 36 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        rgba[o_3 + 2] = (unsigned char)b_3;
#line 37 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        rgba[o_3 + 3] = (unsigned char)255;
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
    if (x_4 < width && y < height) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int xm_4 = max(x_4 - 1, 0);
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int xp_4 = min(x_4 + 1, width - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int ym_4 = max(y - 1, 0) * width;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int yp_4 = min(y + 1, height - 1) * width;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int yc_4 = y * width;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int c_4 = raw[yc_4 + x_4];
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int hv_4 = (raw[yc_4 + xm_4] + raw[yc_4 + xp_4] + 1) >> 1;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int vv_4 = (raw[ym_4 + x_4] + raw[yp_4 + x_4] + 1) >> 1;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int cr_4 = (raw[ym_4 + x_4] + raw[yp_4 + x_4] + raw[yc_4 + xm_4] + raw[yc_4 + xp_4] + 2) >> 2;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int dg_4 = (raw[ym_4 + xm_4] + raw[ym_4 + xp_4] + raw[yp_4 + xm_4] + raw[yp_4 + xp_4] + 2) >> 2;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int r_4;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int g_4;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int b_4;
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        if ((y & 1) == 0) {
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
            if ((x_4 & 1) == 0) {
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                r_4 = c_4;
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                g_4 = cr_4;
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                b_4 = dg_4;
            } else {
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                r_4 = hv_4;
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                g_4 = c_4;
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                b_4 = vv_4;
            }
        } else {
#line 27 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
            if ((x_4 & 1) == 0) {
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                r_4 = vv_4;
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                g_4 = c_4;
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                b_4 = hv_4;
            } else {
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                r_4 = dg_4;
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                g_4 = cr_4;
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                b_4 = c_4;
            }
        }
#line 33 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int o_4 = 4 * (yc_4 + x_4);
#line 34 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        rgba[o_4] = (unsigned char)r_4;
#line 35 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        rgba[o_4 + 1] = (unsigned char)g_4;
#line 36 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        rgba[o_4 + 2] = (unsigned char)b_4;
#line 37 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        rgba[o_4 + 3] = (unsigned char)255;
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
    if (x_5 < width && y < height) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int xm_5 = max(x_5 - 1, 0);
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int xp_5 = min(x_5 + 1, width - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int ym_5 = max(y - 1, 0) * width;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int yp_5 = min(y + 1, height - 1) * width;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int yc_5 = y * width;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int c_5 = raw[yc_5 + x_5];
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int hv_5 = (raw[yc_5 + xm_5] + raw[yc_5 + xp_5] + 1) >> 1;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int vv_5 = (raw[ym_5 + x_5] + raw[yp_5 + x_5] + 1) >> 1;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int cr_5 = (raw[ym_5 + x_5] + raw[yp_5 + x_5] + raw[yc_5 + xm_5] + raw[yc_5 + xp_5] + 2) >> 2;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int dg_5 = (raw[ym_5 + xm_5] + raw[ym_5 + xp_5] + raw[yp_5 + xm_5] + raw[yp_5 + xp_5] + 2) >> 2;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int r_5;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int g_5;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int b_5;
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        if ((y & 1) == 0) {
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
            if ((x_5 & 1) == 0) {
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                r_5 = c_5;
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                g_5 = cr_5;
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                b_5 = dg_5;
            } else {
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                r_5 = hv_5;
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                g_5 = c_5;
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                b_5 = vv_5;
            }
        } else {
#line 27 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
            if ((x_5 & 1) == 0) {
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                r_5 = vv_5;
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                g_5 = c_5;
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                b_5 = hv_5;
            } else {
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                r_5 = dg_5;
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                g_5 = cr_5;
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                b_5 = c_5;
            }
        }
#line 33 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int o_5 = 4 * (yc_5 + x_5);
#line 34 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        rgba[o_5] = (unsigned char)r_5;
#line 35 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        rgba[o_5 + 1] = (unsigned char)g_5;
#line 36 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        rgba[o_5 + 2] = (unsigned char)b_5;
#line 37 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        rgba[o_5 + 3] = (unsigned char)255;
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
    if (x_6 < width && y < height) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int xm_6 = max(x_6 - 1, 0);
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int xp_6 = min(x_6 + 1, width - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int ym_6 = max(y - 1, 0) * width;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int yp_6 = min(y + 1, height - 1) * width;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int yc_6 = y * width;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int c_6 = raw[yc_6 + x_6];
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int hv_6 = (raw[yc_6 + xm_6] + raw[yc_6 + xp_6] + 1) >> 1;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int vv_6 = (raw[ym_6 + x_6] + raw[yp_6 + x_6] + 1) >> 1;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int cr_6 = (raw[ym_6 + x_6] + raw[yp_6 + x_6] + raw[yc_6 + xm_6] + raw[yc_6 + xp_6] + 2) >> 2;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int dg_6 = (raw[ym_6 + xm_6] + raw[ym_6 + xp_6] + raw[yp_6 + xm_6] + raw[yp_6 + xp_6] + 2) >> 2;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int r_6;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int g_6;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int b_6;
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        if ((y & 1) == 0) {
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
            if ((x_6 & 1) == 0) {
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                r_6 = c_6;
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                g_6 = cr_6;
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                b_6 = dg_6;
            } else {
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                r_6 = hv_6;
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                g_6 = c_6;
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                b_6 = vv_6;
            }
        } else {
#line 27 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
            if ((x_6 & 1) == 0) {
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                r_6 = vv_6;
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                g_6 = c_6;
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                b_6 = hv_6;
            } else {
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                r_6 = dg_6;
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                g_6 = cr_6;
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                b_6 = c_6;
            }
        }
#line 33 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int o_6 = 4 * (yc_6 + x_6);
#line 34 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        rgba[o_6] = (unsigned char)r_6;
#line 35 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        rgba[o_6 + 1] = (unsigned char)g_6;
#line 36 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        rgba[o_6 + 2] = (unsigned char)b_6;
#line 37 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        rgba[o_6 + 3] = (unsigned char)255;
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
    if (x_7 < width && y < height) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int xm_7 = max(x_7 - 1, 0);
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int xp_7 = min(x_7 + 1, width - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int ym_7 = max(y - 1, 0) * width;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int yp_7 = min(y + 1, height - 1) * width;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int yc_7 = y * width;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int c_7 = raw[yc_7 + x_7];
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int hv_7 = (raw[yc_7 + xm_7] + raw[yc_7 + xp_7] + 1) >> 1;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int vv_7 = (raw[ym_7 + x_7] + raw[yp_7 + x_7] + 1) >> 1;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int cr_7 = (raw[ym_7 + x_7] + raw[yp_7 + x_7] + raw[yc_7 + xm_7] + raw[yc_7 + xp_7] + 2) >> 2;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int dg_7 = (raw[ym_7 + xm_7] + raw[ym_7 + xp_7] + raw[yp_7 + xm_7] + raw[yp_7 + xp_7] + 2) >> 2;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int r_7;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int g_7;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int b_7;
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        if ((y & 1) == 0) {
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
            if ((x_7 & 1) == 0) {
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                r_7 = c_7;
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                g_7 = cr_7;
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                b_7 = dg_7;
            } else {
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                r_7 = hv_7;
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                g_7 = c_7;
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                b_7 = vv_7;
            }
        } else {
#line 27 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
            if ((x_7 & 1) == 0) {
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                r_7 = vv_7;
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                g_7 = c_7;
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                b_7 = hv_7;
            } else {
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                r_7 = dg_7;
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                g_7 = cr_7;
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                b_7 = c_7;
            }
        }
#line 33 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int o_7 = 4 * (yc_7 + x_7);
#line 34 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        rgba[o_7] = (unsigned char)r_7;
#line 35 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        rgba[o_7 + 1] = (unsigned char)g_7;
#line 36 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        rgba[o_7 + 2] = (unsigned char)b_7;
#line 37 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        rgba[o_7 + 3] = (unsigned char)255;
    }
}
