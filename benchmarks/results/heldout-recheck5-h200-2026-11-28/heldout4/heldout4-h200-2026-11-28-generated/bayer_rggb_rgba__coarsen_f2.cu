extern "C" __global__ void bayer_rggb_rgba_cf2x(const unsigned char* raw, unsigned char* rgba, int width, int height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
    int x_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
    int x_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
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
}
