extern "C" __global__ void bgr_to_rgb_bytes_cf16x_st32(const unsigned char* bgr, unsigned char* rgb, int npix) {
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
    int p_0;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
        p_0 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
    int p_1;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 32ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
        p_1 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 32ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
    int p_2;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 64ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
        p_2 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 64ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
    int p_3;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 96ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
        p_3 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 96ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
    int p_4;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 128ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
        p_4 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 128ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
    int p_5;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 160ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
        p_5 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 160ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
    int p_6;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 192ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
        p_6 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 192ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
    int p_7;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 224ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
        p_7 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 224ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
    int p_8;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 256ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
        p_8 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 256ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
    int p_9;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 288ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
        p_9 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 288ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
    int p_10;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 320ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
        p_10 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 320ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
    int p_11;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 352ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
        p_11 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 352ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
    int p_12;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 384ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
        p_12 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 384ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
    int p_13;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 416ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
        p_13 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 416ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
    int p_14;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 448ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
        p_14 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 448ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
    int p_15;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 480ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
        p_15 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 480ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
        if (p_0 < npix) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            unsigned char b_0 = bgr[3 * p_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            unsigned char g_0 = bgr[3 * p_0 + 1];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            unsigned char r_0 = bgr[3 * p_0 + 2];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            rgb[3 * p_0] = r_0;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            rgb[3 * p_0 + 1] = g_0;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            rgb[3 * p_0 + 2] = b_0;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 32ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
        if (p_1 < npix) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            unsigned char b_1 = bgr[3 * p_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            unsigned char g_1 = bgr[3 * p_1 + 1];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            unsigned char r_1 = bgr[3 * p_1 + 2];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            rgb[3 * p_1] = r_1;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            rgb[3 * p_1 + 1] = g_1;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            rgb[3 * p_1 + 2] = b_1;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 64ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
        if (p_2 < npix) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            unsigned char b_2 = bgr[3 * p_2];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            unsigned char g_2 = bgr[3 * p_2 + 1];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            unsigned char r_2 = bgr[3 * p_2 + 2];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            rgb[3 * p_2] = r_2;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            rgb[3 * p_2 + 1] = g_2;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            rgb[3 * p_2 + 2] = b_2;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 96ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
        if (p_3 < npix) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            unsigned char b_3 = bgr[3 * p_3];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            unsigned char g_3 = bgr[3 * p_3 + 1];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            unsigned char r_3 = bgr[3 * p_3 + 2];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            rgb[3 * p_3] = r_3;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            rgb[3 * p_3 + 1] = g_3;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            rgb[3 * p_3 + 2] = b_3;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 128ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
        if (p_4 < npix) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            unsigned char b_4 = bgr[3 * p_4];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            unsigned char g_4 = bgr[3 * p_4 + 1];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            unsigned char r_4 = bgr[3 * p_4 + 2];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            rgb[3 * p_4] = r_4;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            rgb[3 * p_4 + 1] = g_4;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            rgb[3 * p_4 + 2] = b_4;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 160ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
        if (p_5 < npix) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            unsigned char b_5 = bgr[3 * p_5];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            unsigned char g_5 = bgr[3 * p_5 + 1];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            unsigned char r_5 = bgr[3 * p_5 + 2];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            rgb[3 * p_5] = r_5;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            rgb[3 * p_5 + 1] = g_5;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            rgb[3 * p_5 + 2] = b_5;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 192ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
        if (p_6 < npix) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            unsigned char b_6 = bgr[3 * p_6];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            unsigned char g_6 = bgr[3 * p_6 + 1];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            unsigned char r_6 = bgr[3 * p_6 + 2];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            rgb[3 * p_6] = r_6;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            rgb[3 * p_6 + 1] = g_6;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            rgb[3 * p_6 + 2] = b_6;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 224ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
        if (p_7 < npix) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            unsigned char b_7 = bgr[3 * p_7];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            unsigned char g_7 = bgr[3 * p_7 + 1];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            unsigned char r_7 = bgr[3 * p_7 + 2];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            rgb[3 * p_7] = r_7;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            rgb[3 * p_7 + 1] = g_7;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            rgb[3 * p_7 + 2] = b_7;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 256ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
        if (p_8 < npix) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            unsigned char b_8 = bgr[3 * p_8];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            unsigned char g_8 = bgr[3 * p_8 + 1];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            unsigned char r_8 = bgr[3 * p_8 + 2];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            rgb[3 * p_8] = r_8;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            rgb[3 * p_8 + 1] = g_8;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            rgb[3 * p_8 + 2] = b_8;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 288ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
        if (p_9 < npix) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            unsigned char b_9 = bgr[3 * p_9];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            unsigned char g_9 = bgr[3 * p_9 + 1];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            unsigned char r_9 = bgr[3 * p_9 + 2];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            rgb[3 * p_9] = r_9;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            rgb[3 * p_9 + 1] = g_9;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            rgb[3 * p_9 + 2] = b_9;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 320ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
        if (p_10 < npix) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            unsigned char b_10 = bgr[3 * p_10];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            unsigned char g_10 = bgr[3 * p_10 + 1];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            unsigned char r_10 = bgr[3 * p_10 + 2];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            rgb[3 * p_10] = r_10;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            rgb[3 * p_10 + 1] = g_10;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            rgb[3 * p_10 + 2] = b_10;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 352ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
        if (p_11 < npix) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            unsigned char b_11 = bgr[3 * p_11];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            unsigned char g_11 = bgr[3 * p_11 + 1];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            unsigned char r_11 = bgr[3 * p_11 + 2];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            rgb[3 * p_11] = r_11;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            rgb[3 * p_11 + 1] = g_11;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            rgb[3 * p_11 + 2] = b_11;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 384ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
        if (p_12 < npix) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            unsigned char b_12 = bgr[3 * p_12];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            unsigned char g_12 = bgr[3 * p_12 + 1];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            unsigned char r_12 = bgr[3 * p_12 + 2];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            rgb[3 * p_12] = r_12;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            rgb[3 * p_12 + 1] = g_12;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            rgb[3 * p_12 + 2] = b_12;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 416ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
        if (p_13 < npix) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            unsigned char b_13 = bgr[3 * p_13];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            unsigned char g_13 = bgr[3 * p_13 + 1];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            unsigned char r_13 = bgr[3 * p_13 + 2];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            rgb[3 * p_13] = r_13;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            rgb[3 * p_13 + 1] = g_13;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            rgb[3 * p_13 + 2] = b_13;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 448ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
        if (p_14 < npix) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            unsigned char b_14 = bgr[3 * p_14];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            unsigned char g_14 = bgr[3 * p_14 + 1];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            unsigned char r_14 = bgr[3 * p_14 + 2];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            rgb[3 * p_14] = r_14;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            rgb[3 * p_14 + 1] = g_14;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            rgb[3 * p_14 + 2] = b_14;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 480ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
        if (p_15 < npix) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            unsigned char b_15 = bgr[3 * p_15];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            unsigned char g_15 = bgr[3 * p_15 + 1];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            unsigned char r_15 = bgr[3 * p_15 + 2];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            rgb[3 * p_15] = r_15;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            rgb[3 * p_15 + 1] = g_15;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/bgr_to_rgb_bytes.cl"
            rgb[3 * p_15 + 2] = b_15;
        }
}
