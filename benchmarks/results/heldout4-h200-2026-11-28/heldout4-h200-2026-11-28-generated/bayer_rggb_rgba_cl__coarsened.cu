extern "C" __global__ void bayer_rggb_rgba_cf16y_st32(const unsigned char* raw, unsigned char* rgba, int width, int height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
    int x = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
    int y_0;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull < 8ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
        y_0 = (unsigned long long)blockIdx.y * 8ull + ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull);
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
    int y_1;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 32ull < 8ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
        y_1 = (unsigned long long)blockIdx.y * 8ull + ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 32ull);
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
    int y_2;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 64ull < 8ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
        y_2 = (unsigned long long)blockIdx.y * 8ull + ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 64ull);
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
    int y_3;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 96ull < 8ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
        y_3 = (unsigned long long)blockIdx.y * 8ull + ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 96ull);
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
    int y_4;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 128ull < 8ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
        y_4 = (unsigned long long)blockIdx.y * 8ull + ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 128ull);
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
    int y_5;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 160ull < 8ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
        y_5 = (unsigned long long)blockIdx.y * 8ull + ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 160ull);
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
    int y_6;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 192ull < 8ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
        y_6 = (unsigned long long)blockIdx.y * 8ull + ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 192ull);
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
    int y_7;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 224ull < 8ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
        y_7 = (unsigned long long)blockIdx.y * 8ull + ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 224ull);
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
    int y_8;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 256ull < 8ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
        y_8 = (unsigned long long)blockIdx.y * 8ull + ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 256ull);
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
    int y_9;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 288ull < 8ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
        y_9 = (unsigned long long)blockIdx.y * 8ull + ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 288ull);
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
    int y_10;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 320ull < 8ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
        y_10 = (unsigned long long)blockIdx.y * 8ull + ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 320ull);
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
    int y_11;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 352ull < 8ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
        y_11 = (unsigned long long)blockIdx.y * 8ull + ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 352ull);
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
    int y_12;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 384ull < 8ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
        y_12 = (unsigned long long)blockIdx.y * 8ull + ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 384ull);
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
    int y_13;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 416ull < 8ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
        y_13 = (unsigned long long)blockIdx.y * 8ull + ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 416ull);
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
    int y_14;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 448ull < 8ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
        y_14 = (unsigned long long)blockIdx.y * 8ull + ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 448ull);
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
    int y_15;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 480ull < 8ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
        y_15 = (unsigned long long)blockIdx.y * 8ull + ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 480ull);
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull < 8ull)
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
        if (x < width && y_0 < height) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int xm_0 = max(x - 1, 0);
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int xp_0 = min(x + 1, width - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int ym_0 = max(y_0 - 1, 0) * width;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int yp_0 = min(y_0 + 1, height - 1) * width;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int yc_0 = y_0 * width;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int c_0 = raw[yc_0 + x];
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int hv_0 = (raw[yc_0 + xm_0] + raw[yc_0 + xp_0] + 1) >> 1;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int vv_0 = (raw[ym_0 + x] + raw[yp_0 + x] + 1) >> 1;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int cr_0 = (raw[ym_0 + x] + raw[yp_0 + x] + raw[yc_0 + xm_0] + raw[yc_0 + xp_0] + 2) >> 2;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int dg_0 = (raw[ym_0 + xm_0] + raw[ym_0 + xp_0] + raw[yp_0 + xm_0] + raw[yp_0 + xp_0] + 2) >> 2;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int r_0;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int g_0;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int b_0;
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            if ((y_0 & 1) == 0) {
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                if ((x & 1) == 0) {
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    r_0 = c_0;
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    g_0 = cr_0;
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    b_0 = dg_0;
                } else {
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    r_0 = hv_0;
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    g_0 = c_0;
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    b_0 = vv_0;
                }
            } else {
#line 27 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                if ((x & 1) == 0) {
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    r_0 = vv_0;
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    g_0 = c_0;
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    b_0 = hv_0;
                } else {
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    r_0 = dg_0;
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    g_0 = cr_0;
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    b_0 = c_0;
                }
            }
#line 33 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int o_0 = 4 * (yc_0 + x);
#line 34 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            rgba[o_0] = (unsigned char)r_0;
#line 35 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            rgba[o_0 + 1] = (unsigned char)g_0;
#line 36 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            rgba[o_0 + 2] = (unsigned char)b_0;
#line 37 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            rgba[o_0 + 3] = (unsigned char)255;
        }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 32ull < 8ull)
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
        if (x < width && y_1 < height) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int xm_1 = max(x - 1, 0);
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int xp_1 = min(x + 1, width - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int ym_1 = max(y_1 - 1, 0) * width;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int yp_1 = min(y_1 + 1, height - 1) * width;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int yc_1 = y_1 * width;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int c_1 = raw[yc_1 + x];
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int hv_1 = (raw[yc_1 + xm_1] + raw[yc_1 + xp_1] + 1) >> 1;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int vv_1 = (raw[ym_1 + x] + raw[yp_1 + x] + 1) >> 1;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int cr_1 = (raw[ym_1 + x] + raw[yp_1 + x] + raw[yc_1 + xm_1] + raw[yc_1 + xp_1] + 2) >> 2;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int dg_1 = (raw[ym_1 + xm_1] + raw[ym_1 + xp_1] + raw[yp_1 + xm_1] + raw[yp_1 + xp_1] + 2) >> 2;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int r_1;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int g_1;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int b_1;
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            if ((y_1 & 1) == 0) {
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                if ((x & 1) == 0) {
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    r_1 = c_1;
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    g_1 = cr_1;
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    b_1 = dg_1;
                } else {
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    r_1 = hv_1;
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    g_1 = c_1;
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    b_1 = vv_1;
                }
            } else {
#line 27 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                if ((x & 1) == 0) {
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    r_1 = vv_1;
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    g_1 = c_1;
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    b_1 = hv_1;
                } else {
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    r_1 = dg_1;
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    g_1 = cr_1;
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    b_1 = c_1;
                }
            }
#line 33 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int o_1 = 4 * (yc_1 + x);
#line 34 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            rgba[o_1] = (unsigned char)r_1;
#line 35 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            rgba[o_1 + 1] = (unsigned char)g_1;
#line 36 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            rgba[o_1 + 2] = (unsigned char)b_1;
#line 37 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            rgba[o_1 + 3] = (unsigned char)255;
        }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 64ull < 8ull)
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
        if (x < width && y_2 < height) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int xm_2 = max(x - 1, 0);
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int xp_2 = min(x + 1, width - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int ym_2 = max(y_2 - 1, 0) * width;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int yp_2 = min(y_2 + 1, height - 1) * width;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int yc_2 = y_2 * width;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int c_2 = raw[yc_2 + x];
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int hv_2 = (raw[yc_2 + xm_2] + raw[yc_2 + xp_2] + 1) >> 1;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int vv_2 = (raw[ym_2 + x] + raw[yp_2 + x] + 1) >> 1;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int cr_2 = (raw[ym_2 + x] + raw[yp_2 + x] + raw[yc_2 + xm_2] + raw[yc_2 + xp_2] + 2) >> 2;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int dg_2 = (raw[ym_2 + xm_2] + raw[ym_2 + xp_2] + raw[yp_2 + xm_2] + raw[yp_2 + xp_2] + 2) >> 2;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int r_2;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int g_2;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int b_2;
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            if ((y_2 & 1) == 0) {
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                if ((x & 1) == 0) {
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    r_2 = c_2;
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    g_2 = cr_2;
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    b_2 = dg_2;
                } else {
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    r_2 = hv_2;
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    g_2 = c_2;
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    b_2 = vv_2;
                }
            } else {
#line 27 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                if ((x & 1) == 0) {
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    r_2 = vv_2;
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    g_2 = c_2;
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    b_2 = hv_2;
                } else {
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    r_2 = dg_2;
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    g_2 = cr_2;
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    b_2 = c_2;
                }
            }
#line 33 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int o_2 = 4 * (yc_2 + x);
#line 34 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            rgba[o_2] = (unsigned char)r_2;
#line 35 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            rgba[o_2 + 1] = (unsigned char)g_2;
#line 36 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            rgba[o_2 + 2] = (unsigned char)b_2;
#line 37 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            rgba[o_2 + 3] = (unsigned char)255;
        }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 96ull < 8ull)
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
        if (x < width && y_3 < height) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int xm_3 = max(x - 1, 0);
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int xp_3 = min(x + 1, width - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int ym_3 = max(y_3 - 1, 0) * width;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int yp_3 = min(y_3 + 1, height - 1) * width;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int yc_3 = y_3 * width;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int c_3 = raw[yc_3 + x];
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int hv_3 = (raw[yc_3 + xm_3] + raw[yc_3 + xp_3] + 1) >> 1;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int vv_3 = (raw[ym_3 + x] + raw[yp_3 + x] + 1) >> 1;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int cr_3 = (raw[ym_3 + x] + raw[yp_3 + x] + raw[yc_3 + xm_3] + raw[yc_3 + xp_3] + 2) >> 2;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int dg_3 = (raw[ym_3 + xm_3] + raw[ym_3 + xp_3] + raw[yp_3 + xm_3] + raw[yp_3 + xp_3] + 2) >> 2;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int r_3;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int g_3;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int b_3;
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            if ((y_3 & 1) == 0) {
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                if ((x & 1) == 0) {
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    r_3 = c_3;
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    g_3 = cr_3;
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    b_3 = dg_3;
                } else {
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    r_3 = hv_3;
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    g_3 = c_3;
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    b_3 = vv_3;
                }
            } else {
#line 27 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                if ((x & 1) == 0) {
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    r_3 = vv_3;
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    g_3 = c_3;
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    b_3 = hv_3;
                } else {
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    r_3 = dg_3;
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    g_3 = cr_3;
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    b_3 = c_3;
                }
            }
#line 33 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int o_3 = 4 * (yc_3 + x);
#line 34 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            rgba[o_3] = (unsigned char)r_3;
#line 35 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            rgba[o_3 + 1] = (unsigned char)g_3;
#line 36 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            rgba[o_3 + 2] = (unsigned char)b_3;
#line 37 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            rgba[o_3 + 3] = (unsigned char)255;
        }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 128ull < 8ull)
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
        if (x < width && y_4 < height) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int xm_4 = max(x - 1, 0);
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int xp_4 = min(x + 1, width - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int ym_4 = max(y_4 - 1, 0) * width;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int yp_4 = min(y_4 + 1, height - 1) * width;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int yc_4 = y_4 * width;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int c_4 = raw[yc_4 + x];
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int hv_4 = (raw[yc_4 + xm_4] + raw[yc_4 + xp_4] + 1) >> 1;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int vv_4 = (raw[ym_4 + x] + raw[yp_4 + x] + 1) >> 1;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int cr_4 = (raw[ym_4 + x] + raw[yp_4 + x] + raw[yc_4 + xm_4] + raw[yc_4 + xp_4] + 2) >> 2;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int dg_4 = (raw[ym_4 + xm_4] + raw[ym_4 + xp_4] + raw[yp_4 + xm_4] + raw[yp_4 + xp_4] + 2) >> 2;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int r_4;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int g_4;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int b_4;
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            if ((y_4 & 1) == 0) {
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                if ((x & 1) == 0) {
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    r_4 = c_4;
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    g_4 = cr_4;
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    b_4 = dg_4;
                } else {
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    r_4 = hv_4;
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    g_4 = c_4;
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    b_4 = vv_4;
                }
            } else {
#line 27 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                if ((x & 1) == 0) {
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    r_4 = vv_4;
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    g_4 = c_4;
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    b_4 = hv_4;
                } else {
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    r_4 = dg_4;
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    g_4 = cr_4;
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    b_4 = c_4;
                }
            }
#line 33 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int o_4 = 4 * (yc_4 + x);
#line 34 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            rgba[o_4] = (unsigned char)r_4;
#line 35 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            rgba[o_4 + 1] = (unsigned char)g_4;
#line 36 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            rgba[o_4 + 2] = (unsigned char)b_4;
#line 37 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            rgba[o_4 + 3] = (unsigned char)255;
        }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 160ull < 8ull)
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
        if (x < width && y_5 < height) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int xm_5 = max(x - 1, 0);
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int xp_5 = min(x + 1, width - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int ym_5 = max(y_5 - 1, 0) * width;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int yp_5 = min(y_5 + 1, height - 1) * width;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int yc_5 = y_5 * width;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int c_5 = raw[yc_5 + x];
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int hv_5 = (raw[yc_5 + xm_5] + raw[yc_5 + xp_5] + 1) >> 1;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int vv_5 = (raw[ym_5 + x] + raw[yp_5 + x] + 1) >> 1;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int cr_5 = (raw[ym_5 + x] + raw[yp_5 + x] + raw[yc_5 + xm_5] + raw[yc_5 + xp_5] + 2) >> 2;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int dg_5 = (raw[ym_5 + xm_5] + raw[ym_5 + xp_5] + raw[yp_5 + xm_5] + raw[yp_5 + xp_5] + 2) >> 2;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int r_5;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int g_5;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int b_5;
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            if ((y_5 & 1) == 0) {
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                if ((x & 1) == 0) {
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    r_5 = c_5;
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    g_5 = cr_5;
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    b_5 = dg_5;
                } else {
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    r_5 = hv_5;
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    g_5 = c_5;
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    b_5 = vv_5;
                }
            } else {
#line 27 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                if ((x & 1) == 0) {
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    r_5 = vv_5;
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    g_5 = c_5;
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    b_5 = hv_5;
                } else {
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    r_5 = dg_5;
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    g_5 = cr_5;
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    b_5 = c_5;
                }
            }
#line 33 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int o_5 = 4 * (yc_5 + x);
#line 34 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            rgba[o_5] = (unsigned char)r_5;
#line 35 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            rgba[o_5 + 1] = (unsigned char)g_5;
#line 36 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            rgba[o_5 + 2] = (unsigned char)b_5;
#line 37 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            rgba[o_5 + 3] = (unsigned char)255;
        }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 192ull < 8ull)
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
        if (x < width && y_6 < height) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int xm_6 = max(x - 1, 0);
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int xp_6 = min(x + 1, width - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int ym_6 = max(y_6 - 1, 0) * width;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int yp_6 = min(y_6 + 1, height - 1) * width;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int yc_6 = y_6 * width;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int c_6 = raw[yc_6 + x];
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int hv_6 = (raw[yc_6 + xm_6] + raw[yc_6 + xp_6] + 1) >> 1;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int vv_6 = (raw[ym_6 + x] + raw[yp_6 + x] + 1) >> 1;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int cr_6 = (raw[ym_6 + x] + raw[yp_6 + x] + raw[yc_6 + xm_6] + raw[yc_6 + xp_6] + 2) >> 2;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int dg_6 = (raw[ym_6 + xm_6] + raw[ym_6 + xp_6] + raw[yp_6 + xm_6] + raw[yp_6 + xp_6] + 2) >> 2;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int r_6;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int g_6;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int b_6;
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            if ((y_6 & 1) == 0) {
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                if ((x & 1) == 0) {
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    r_6 = c_6;
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    g_6 = cr_6;
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    b_6 = dg_6;
                } else {
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    r_6 = hv_6;
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    g_6 = c_6;
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    b_6 = vv_6;
                }
            } else {
#line 27 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                if ((x & 1) == 0) {
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    r_6 = vv_6;
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    g_6 = c_6;
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    b_6 = hv_6;
                } else {
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    r_6 = dg_6;
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    g_6 = cr_6;
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    b_6 = c_6;
                }
            }
#line 33 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int o_6 = 4 * (yc_6 + x);
#line 34 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            rgba[o_6] = (unsigned char)r_6;
#line 35 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            rgba[o_6 + 1] = (unsigned char)g_6;
#line 36 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            rgba[o_6 + 2] = (unsigned char)b_6;
#line 37 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            rgba[o_6 + 3] = (unsigned char)255;
        }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 224ull < 8ull)
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
        if (x < width && y_7 < height) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int xm_7 = max(x - 1, 0);
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int xp_7 = min(x + 1, width - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int ym_7 = max(y_7 - 1, 0) * width;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int yp_7 = min(y_7 + 1, height - 1) * width;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int yc_7 = y_7 * width;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int c_7 = raw[yc_7 + x];
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int hv_7 = (raw[yc_7 + xm_7] + raw[yc_7 + xp_7] + 1) >> 1;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int vv_7 = (raw[ym_7 + x] + raw[yp_7 + x] + 1) >> 1;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int cr_7 = (raw[ym_7 + x] + raw[yp_7 + x] + raw[yc_7 + xm_7] + raw[yc_7 + xp_7] + 2) >> 2;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int dg_7 = (raw[ym_7 + xm_7] + raw[ym_7 + xp_7] + raw[yp_7 + xm_7] + raw[yp_7 + xp_7] + 2) >> 2;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int r_7;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int g_7;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int b_7;
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            if ((y_7 & 1) == 0) {
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                if ((x & 1) == 0) {
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    r_7 = c_7;
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    g_7 = cr_7;
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    b_7 = dg_7;
                } else {
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    r_7 = hv_7;
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    g_7 = c_7;
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    b_7 = vv_7;
                }
            } else {
#line 27 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                if ((x & 1) == 0) {
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    r_7 = vv_7;
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    g_7 = c_7;
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    b_7 = hv_7;
                } else {
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    r_7 = dg_7;
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    g_7 = cr_7;
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    b_7 = c_7;
                }
            }
#line 33 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int o_7 = 4 * (yc_7 + x);
#line 34 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            rgba[o_7] = (unsigned char)r_7;
#line 35 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            rgba[o_7 + 1] = (unsigned char)g_7;
#line 36 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            rgba[o_7 + 2] = (unsigned char)b_7;
#line 37 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            rgba[o_7 + 3] = (unsigned char)255;
        }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 256ull < 8ull)
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
        if (x < width && y_8 < height) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int xm_8 = max(x - 1, 0);
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int xp_8 = min(x + 1, width - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int ym_8 = max(y_8 - 1, 0) * width;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int yp_8 = min(y_8 + 1, height - 1) * width;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int yc_8 = y_8 * width;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int c_8 = raw[yc_8 + x];
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int hv_8 = (raw[yc_8 + xm_8] + raw[yc_8 + xp_8] + 1) >> 1;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int vv_8 = (raw[ym_8 + x] + raw[yp_8 + x] + 1) >> 1;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int cr_8 = (raw[ym_8 + x] + raw[yp_8 + x] + raw[yc_8 + xm_8] + raw[yc_8 + xp_8] + 2) >> 2;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int dg_8 = (raw[ym_8 + xm_8] + raw[ym_8 + xp_8] + raw[yp_8 + xm_8] + raw[yp_8 + xp_8] + 2) >> 2;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int r_8;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int g_8;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int b_8;
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            if ((y_8 & 1) == 0) {
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                if ((x & 1) == 0) {
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    r_8 = c_8;
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    g_8 = cr_8;
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    b_8 = dg_8;
                } else {
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    r_8 = hv_8;
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    g_8 = c_8;
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    b_8 = vv_8;
                }
            } else {
#line 27 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                if ((x & 1) == 0) {
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    r_8 = vv_8;
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    g_8 = c_8;
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    b_8 = hv_8;
                } else {
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    r_8 = dg_8;
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    g_8 = cr_8;
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    b_8 = c_8;
                }
            }
#line 33 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int o_8 = 4 * (yc_8 + x);
#line 34 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            rgba[o_8] = (unsigned char)r_8;
#line 35 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            rgba[o_8 + 1] = (unsigned char)g_8;
#line 36 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            rgba[o_8 + 2] = (unsigned char)b_8;
#line 37 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            rgba[o_8 + 3] = (unsigned char)255;
        }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 288ull < 8ull)
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
        if (x < width && y_9 < height) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int xm_9 = max(x - 1, 0);
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int xp_9 = min(x + 1, width - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int ym_9 = max(y_9 - 1, 0) * width;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int yp_9 = min(y_9 + 1, height - 1) * width;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int yc_9 = y_9 * width;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int c_9 = raw[yc_9 + x];
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int hv_9 = (raw[yc_9 + xm_9] + raw[yc_9 + xp_9] + 1) >> 1;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int vv_9 = (raw[ym_9 + x] + raw[yp_9 + x] + 1) >> 1;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int cr_9 = (raw[ym_9 + x] + raw[yp_9 + x] + raw[yc_9 + xm_9] + raw[yc_9 + xp_9] + 2) >> 2;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int dg_9 = (raw[ym_9 + xm_9] + raw[ym_9 + xp_9] + raw[yp_9 + xm_9] + raw[yp_9 + xp_9] + 2) >> 2;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int r_9;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int g_9;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int b_9;
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            if ((y_9 & 1) == 0) {
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                if ((x & 1) == 0) {
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    r_9 = c_9;
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    g_9 = cr_9;
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    b_9 = dg_9;
                } else {
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    r_9 = hv_9;
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    g_9 = c_9;
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    b_9 = vv_9;
                }
            } else {
#line 27 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                if ((x & 1) == 0) {
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    r_9 = vv_9;
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    g_9 = c_9;
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    b_9 = hv_9;
                } else {
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    r_9 = dg_9;
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    g_9 = cr_9;
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    b_9 = c_9;
                }
            }
#line 33 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int o_9 = 4 * (yc_9 + x);
#line 34 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            rgba[o_9] = (unsigned char)r_9;
#line 35 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            rgba[o_9 + 1] = (unsigned char)g_9;
#line 36 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            rgba[o_9 + 2] = (unsigned char)b_9;
#line 37 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            rgba[o_9 + 3] = (unsigned char)255;
        }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 320ull < 8ull)
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
        if (x < width && y_10 < height) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int xm_10 = max(x - 1, 0);
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int xp_10 = min(x + 1, width - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int ym_10 = max(y_10 - 1, 0) * width;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int yp_10 = min(y_10 + 1, height - 1) * width;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int yc_10 = y_10 * width;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int c_10 = raw[yc_10 + x];
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int hv_10 = (raw[yc_10 + xm_10] + raw[yc_10 + xp_10] + 1) >> 1;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int vv_10 = (raw[ym_10 + x] + raw[yp_10 + x] + 1) >> 1;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int cr_10 = (raw[ym_10 + x] + raw[yp_10 + x] + raw[yc_10 + xm_10] + raw[yc_10 + xp_10] + 2) >> 2;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int dg_10 = (raw[ym_10 + xm_10] + raw[ym_10 + xp_10] + raw[yp_10 + xm_10] + raw[yp_10 + xp_10] + 2) >> 2;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int r_10;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int g_10;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int b_10;
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            if ((y_10 & 1) == 0) {
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                if ((x & 1) == 0) {
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    r_10 = c_10;
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    g_10 = cr_10;
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    b_10 = dg_10;
                } else {
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    r_10 = hv_10;
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    g_10 = c_10;
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    b_10 = vv_10;
                }
            } else {
#line 27 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                if ((x & 1) == 0) {
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    r_10 = vv_10;
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    g_10 = c_10;
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    b_10 = hv_10;
                } else {
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    r_10 = dg_10;
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    g_10 = cr_10;
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    b_10 = c_10;
                }
            }
#line 33 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int o_10 = 4 * (yc_10 + x);
#line 34 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            rgba[o_10] = (unsigned char)r_10;
#line 35 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            rgba[o_10 + 1] = (unsigned char)g_10;
#line 36 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            rgba[o_10 + 2] = (unsigned char)b_10;
#line 37 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            rgba[o_10 + 3] = (unsigned char)255;
        }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 352ull < 8ull)
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
        if (x < width && y_11 < height) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int xm_11 = max(x - 1, 0);
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int xp_11 = min(x + 1, width - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int ym_11 = max(y_11 - 1, 0) * width;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int yp_11 = min(y_11 + 1, height - 1) * width;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int yc_11 = y_11 * width;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int c_11 = raw[yc_11 + x];
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int hv_11 = (raw[yc_11 + xm_11] + raw[yc_11 + xp_11] + 1) >> 1;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int vv_11 = (raw[ym_11 + x] + raw[yp_11 + x] + 1) >> 1;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int cr_11 = (raw[ym_11 + x] + raw[yp_11 + x] + raw[yc_11 + xm_11] + raw[yc_11 + xp_11] + 2) >> 2;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int dg_11 = (raw[ym_11 + xm_11] + raw[ym_11 + xp_11] + raw[yp_11 + xm_11] + raw[yp_11 + xp_11] + 2) >> 2;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int r_11;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int g_11;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int b_11;
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            if ((y_11 & 1) == 0) {
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                if ((x & 1) == 0) {
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    r_11 = c_11;
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    g_11 = cr_11;
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    b_11 = dg_11;
                } else {
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    r_11 = hv_11;
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    g_11 = c_11;
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    b_11 = vv_11;
                }
            } else {
#line 27 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                if ((x & 1) == 0) {
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    r_11 = vv_11;
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    g_11 = c_11;
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    b_11 = hv_11;
                } else {
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    r_11 = dg_11;
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    g_11 = cr_11;
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    b_11 = c_11;
                }
            }
#line 33 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int o_11 = 4 * (yc_11 + x);
#line 34 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            rgba[o_11] = (unsigned char)r_11;
#line 35 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            rgba[o_11 + 1] = (unsigned char)g_11;
#line 36 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            rgba[o_11 + 2] = (unsigned char)b_11;
#line 37 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            rgba[o_11 + 3] = (unsigned char)255;
        }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 384ull < 8ull)
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
        if (x < width && y_12 < height) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int xm_12 = max(x - 1, 0);
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int xp_12 = min(x + 1, width - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int ym_12 = max(y_12 - 1, 0) * width;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int yp_12 = min(y_12 + 1, height - 1) * width;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int yc_12 = y_12 * width;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int c_12 = raw[yc_12 + x];
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int hv_12 = (raw[yc_12 + xm_12] + raw[yc_12 + xp_12] + 1) >> 1;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int vv_12 = (raw[ym_12 + x] + raw[yp_12 + x] + 1) >> 1;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int cr_12 = (raw[ym_12 + x] + raw[yp_12 + x] + raw[yc_12 + xm_12] + raw[yc_12 + xp_12] + 2) >> 2;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int dg_12 = (raw[ym_12 + xm_12] + raw[ym_12 + xp_12] + raw[yp_12 + xm_12] + raw[yp_12 + xp_12] + 2) >> 2;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int r_12;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int g_12;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int b_12;
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            if ((y_12 & 1) == 0) {
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                if ((x & 1) == 0) {
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    r_12 = c_12;
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    g_12 = cr_12;
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    b_12 = dg_12;
                } else {
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    r_12 = hv_12;
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    g_12 = c_12;
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    b_12 = vv_12;
                }
            } else {
#line 27 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                if ((x & 1) == 0) {
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    r_12 = vv_12;
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    g_12 = c_12;
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    b_12 = hv_12;
                } else {
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    r_12 = dg_12;
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    g_12 = cr_12;
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    b_12 = c_12;
                }
            }
#line 33 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int o_12 = 4 * (yc_12 + x);
#line 34 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            rgba[o_12] = (unsigned char)r_12;
#line 35 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            rgba[o_12 + 1] = (unsigned char)g_12;
#line 36 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            rgba[o_12 + 2] = (unsigned char)b_12;
#line 37 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            rgba[o_12 + 3] = (unsigned char)255;
        }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 416ull < 8ull)
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
        if (x < width && y_13 < height) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int xm_13 = max(x - 1, 0);
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int xp_13 = min(x + 1, width - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int ym_13 = max(y_13 - 1, 0) * width;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int yp_13 = min(y_13 + 1, height - 1) * width;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int yc_13 = y_13 * width;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int c_13 = raw[yc_13 + x];
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int hv_13 = (raw[yc_13 + xm_13] + raw[yc_13 + xp_13] + 1) >> 1;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int vv_13 = (raw[ym_13 + x] + raw[yp_13 + x] + 1) >> 1;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int cr_13 = (raw[ym_13 + x] + raw[yp_13 + x] + raw[yc_13 + xm_13] + raw[yc_13 + xp_13] + 2) >> 2;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int dg_13 = (raw[ym_13 + xm_13] + raw[ym_13 + xp_13] + raw[yp_13 + xm_13] + raw[yp_13 + xp_13] + 2) >> 2;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int r_13;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int g_13;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int b_13;
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            if ((y_13 & 1) == 0) {
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                if ((x & 1) == 0) {
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    r_13 = c_13;
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    g_13 = cr_13;
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    b_13 = dg_13;
                } else {
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    r_13 = hv_13;
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    g_13 = c_13;
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    b_13 = vv_13;
                }
            } else {
#line 27 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                if ((x & 1) == 0) {
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    r_13 = vv_13;
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    g_13 = c_13;
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    b_13 = hv_13;
                } else {
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    r_13 = dg_13;
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    g_13 = cr_13;
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    b_13 = c_13;
                }
            }
#line 33 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int o_13 = 4 * (yc_13 + x);
#line 34 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            rgba[o_13] = (unsigned char)r_13;
#line 35 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            rgba[o_13 + 1] = (unsigned char)g_13;
#line 36 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            rgba[o_13 + 2] = (unsigned char)b_13;
#line 37 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            rgba[o_13 + 3] = (unsigned char)255;
        }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 448ull < 8ull)
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
        if (x < width && y_14 < height) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int xm_14 = max(x - 1, 0);
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int xp_14 = min(x + 1, width - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int ym_14 = max(y_14 - 1, 0) * width;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int yp_14 = min(y_14 + 1, height - 1) * width;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int yc_14 = y_14 * width;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int c_14 = raw[yc_14 + x];
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int hv_14 = (raw[yc_14 + xm_14] + raw[yc_14 + xp_14] + 1) >> 1;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int vv_14 = (raw[ym_14 + x] + raw[yp_14 + x] + 1) >> 1;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int cr_14 = (raw[ym_14 + x] + raw[yp_14 + x] + raw[yc_14 + xm_14] + raw[yc_14 + xp_14] + 2) >> 2;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int dg_14 = (raw[ym_14 + xm_14] + raw[ym_14 + xp_14] + raw[yp_14 + xm_14] + raw[yp_14 + xp_14] + 2) >> 2;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int r_14;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int g_14;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int b_14;
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            if ((y_14 & 1) == 0) {
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                if ((x & 1) == 0) {
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    r_14 = c_14;
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    g_14 = cr_14;
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    b_14 = dg_14;
                } else {
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    r_14 = hv_14;
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    g_14 = c_14;
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    b_14 = vv_14;
                }
            } else {
#line 27 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                if ((x & 1) == 0) {
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    r_14 = vv_14;
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    g_14 = c_14;
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    b_14 = hv_14;
                } else {
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    r_14 = dg_14;
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    g_14 = cr_14;
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    b_14 = c_14;
                }
            }
#line 33 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int o_14 = 4 * (yc_14 + x);
#line 34 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            rgba[o_14] = (unsigned char)r_14;
#line 35 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            rgba[o_14 + 1] = (unsigned char)g_14;
#line 36 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            rgba[o_14 + 2] = (unsigned char)b_14;
#line 37 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            rgba[o_14 + 3] = (unsigned char)255;
        }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 480ull < 8ull)
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
        if (x < width && y_15 < height) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int xm_15 = max(x - 1, 0);
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int xp_15 = min(x + 1, width - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int ym_15 = max(y_15 - 1, 0) * width;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int yp_15 = min(y_15 + 1, height - 1) * width;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int yc_15 = y_15 * width;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int c_15 = raw[yc_15 + x];
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int hv_15 = (raw[yc_15 + xm_15] + raw[yc_15 + xp_15] + 1) >> 1;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int vv_15 = (raw[ym_15 + x] + raw[yp_15 + x] + 1) >> 1;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int cr_15 = (raw[ym_15 + x] + raw[yp_15 + x] + raw[yc_15 + xm_15] + raw[yc_15 + xp_15] + 2) >> 2;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int dg_15 = (raw[ym_15 + xm_15] + raw[ym_15 + xp_15] + raw[yp_15 + xm_15] + raw[yp_15 + xp_15] + 2) >> 2;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int r_15;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int g_15;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int b_15;
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            if ((y_15 & 1) == 0) {
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                if ((x & 1) == 0) {
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    r_15 = c_15;
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    g_15 = cr_15;
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    b_15 = dg_15;
                } else {
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    r_15 = hv_15;
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    g_15 = c_15;
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    b_15 = vv_15;
                }
            } else {
#line 27 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                if ((x & 1) == 0) {
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    r_15 = vv_15;
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    g_15 = c_15;
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    b_15 = hv_15;
                } else {
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    r_15 = dg_15;
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    g_15 = cr_15;
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                    b_15 = c_15;
                }
            }
#line 33 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            int o_15 = 4 * (yc_15 + x);
#line 34 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            rgba[o_15] = (unsigned char)r_15;
#line 35 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            rgba[o_15 + 1] = (unsigned char)g_15;
#line 36 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            rgba[o_15 + 2] = (unsigned char)b_15;
#line 37 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            rgba[o_15 + 3] = (unsigned char)255;
        }
}
