extern "C" __global__ void rotate_bilinear_cf16y_st32(const unsigned char* src, float* dst, int cs, int sn, int cx, int cy, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
    int x = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
    int y_0;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull < 8ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
        y_0 = (unsigned long long)blockIdx.y * 8ull + ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
    int y_1;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 32ull < 8ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
        y_1 = (unsigned long long)blockIdx.y * 8ull + ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 32ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
    int y_2;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 64ull < 8ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
        y_2 = (unsigned long long)blockIdx.y * 8ull + ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 64ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
    int y_3;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 96ull < 8ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
        y_3 = (unsigned long long)blockIdx.y * 8ull + ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 96ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
    int y_4;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 128ull < 8ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
        y_4 = (unsigned long long)blockIdx.y * 8ull + ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 128ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
    int y_5;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 160ull < 8ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
        y_5 = (unsigned long long)blockIdx.y * 8ull + ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 160ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
    int y_6;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 192ull < 8ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
        y_6 = (unsigned long long)blockIdx.y * 8ull + ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 192ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
    int y_7;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 224ull < 8ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
        y_7 = (unsigned long long)blockIdx.y * 8ull + ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 224ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
    int y_8;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 256ull < 8ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
        y_8 = (unsigned long long)blockIdx.y * 8ull + ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 256ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
    int y_9;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 288ull < 8ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
        y_9 = (unsigned long long)blockIdx.y * 8ull + ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 288ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
    int y_10;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 320ull < 8ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
        y_10 = (unsigned long long)blockIdx.y * 8ull + ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 320ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
    int y_11;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 352ull < 8ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
        y_11 = (unsigned long long)blockIdx.y * 8ull + ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 352ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
    int y_12;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 384ull < 8ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
        y_12 = (unsigned long long)blockIdx.y * 8ull + ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 384ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
    int y_13;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 416ull < 8ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
        y_13 = (unsigned long long)blockIdx.y * 8ull + ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 416ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
    int y_14;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 448ull < 8ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
        y_14 = (unsigned long long)blockIdx.y * 8ull + ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 448ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
    int y_15;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 480ull < 8ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
        y_15 = (unsigned long long)blockIdx.y * 8ull + ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 480ull);
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull < 8ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
        if (x < width && y_0 < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int sx_0 = (cx << 16) + (x - cx) * cs + (y_0 - cy) * sn;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int sy_0 = (cy << 16) - (x - cx) * sn + (y_0 - cy) * cs;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int ix_0 = sx_0 >> 16;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int iy_0 = sy_0 >> 16;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int fx_0 = (sx_0 >> 8) & 255;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int fy_0 = (sy_0 >> 8) & 255;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            float v_0 = 0.0f;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            if (ix_0 >= 0 && iy_0 >= 0 && ix_0 < width - 1 && iy_0 < height - 1) {
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
                int i_0 = iy_0 * width + ix_0;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
                int top_0 = src[i_0] * (256 - fx_0) + src[i_0 + 1] * fx_0;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
                int bot_0 = src[i_0 + width] * (256 - fx_0) + src[i_0 + width + 1] * fx_0;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
                v_0 = (float)((top_0 * (256 - fy_0) + bot_0 * fy_0 + 32768) >> 16);
            }
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            dst[y_0 * width + x] = v_0;
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 32ull < 8ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
        if (x < width && y_1 < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int sx_1 = (cx << 16) + (x - cx) * cs + (y_1 - cy) * sn;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int sy_1 = (cy << 16) - (x - cx) * sn + (y_1 - cy) * cs;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int ix_1 = sx_1 >> 16;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int iy_1 = sy_1 >> 16;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int fx_1 = (sx_1 >> 8) & 255;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int fy_1 = (sy_1 >> 8) & 255;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            float v_1 = 0.0f;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            if (ix_1 >= 0 && iy_1 >= 0 && ix_1 < width - 1 && iy_1 < height - 1) {
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
                int i_1 = iy_1 * width + ix_1;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
                int top_1 = src[i_1] * (256 - fx_1) + src[i_1 + 1] * fx_1;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
                int bot_1 = src[i_1 + width] * (256 - fx_1) + src[i_1 + width + 1] * fx_1;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
                v_1 = (float)((top_1 * (256 - fy_1) + bot_1 * fy_1 + 32768) >> 16);
            }
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            dst[y_1 * width + x] = v_1;
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 64ull < 8ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
        if (x < width && y_2 < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int sx_2 = (cx << 16) + (x - cx) * cs + (y_2 - cy) * sn;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int sy_2 = (cy << 16) - (x - cx) * sn + (y_2 - cy) * cs;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int ix_2 = sx_2 >> 16;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int iy_2 = sy_2 >> 16;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int fx_2 = (sx_2 >> 8) & 255;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int fy_2 = (sy_2 >> 8) & 255;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            float v_2 = 0.0f;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            if (ix_2 >= 0 && iy_2 >= 0 && ix_2 < width - 1 && iy_2 < height - 1) {
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
                int i_2 = iy_2 * width + ix_2;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
                int top_2 = src[i_2] * (256 - fx_2) + src[i_2 + 1] * fx_2;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
                int bot_2 = src[i_2 + width] * (256 - fx_2) + src[i_2 + width + 1] * fx_2;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
                v_2 = (float)((top_2 * (256 - fy_2) + bot_2 * fy_2 + 32768) >> 16);
            }
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            dst[y_2 * width + x] = v_2;
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 96ull < 8ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
        if (x < width && y_3 < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int sx_3 = (cx << 16) + (x - cx) * cs + (y_3 - cy) * sn;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int sy_3 = (cy << 16) - (x - cx) * sn + (y_3 - cy) * cs;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int ix_3 = sx_3 >> 16;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int iy_3 = sy_3 >> 16;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int fx_3 = (sx_3 >> 8) & 255;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int fy_3 = (sy_3 >> 8) & 255;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            float v_3 = 0.0f;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            if (ix_3 >= 0 && iy_3 >= 0 && ix_3 < width - 1 && iy_3 < height - 1) {
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
                int i_3 = iy_3 * width + ix_3;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
                int top_3 = src[i_3] * (256 - fx_3) + src[i_3 + 1] * fx_3;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
                int bot_3 = src[i_3 + width] * (256 - fx_3) + src[i_3 + width + 1] * fx_3;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
                v_3 = (float)((top_3 * (256 - fy_3) + bot_3 * fy_3 + 32768) >> 16);
            }
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            dst[y_3 * width + x] = v_3;
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 128ull < 8ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
        if (x < width && y_4 < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int sx_4 = (cx << 16) + (x - cx) * cs + (y_4 - cy) * sn;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int sy_4 = (cy << 16) - (x - cx) * sn + (y_4 - cy) * cs;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int ix_4 = sx_4 >> 16;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int iy_4 = sy_4 >> 16;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int fx_4 = (sx_4 >> 8) & 255;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int fy_4 = (sy_4 >> 8) & 255;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            float v_4 = 0.0f;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            if (ix_4 >= 0 && iy_4 >= 0 && ix_4 < width - 1 && iy_4 < height - 1) {
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
                int i_4 = iy_4 * width + ix_4;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
                int top_4 = src[i_4] * (256 - fx_4) + src[i_4 + 1] * fx_4;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
                int bot_4 = src[i_4 + width] * (256 - fx_4) + src[i_4 + width + 1] * fx_4;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
                v_4 = (float)((top_4 * (256 - fy_4) + bot_4 * fy_4 + 32768) >> 16);
            }
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            dst[y_4 * width + x] = v_4;
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 160ull < 8ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
        if (x < width && y_5 < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int sx_5 = (cx << 16) + (x - cx) * cs + (y_5 - cy) * sn;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int sy_5 = (cy << 16) - (x - cx) * sn + (y_5 - cy) * cs;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int ix_5 = sx_5 >> 16;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int iy_5 = sy_5 >> 16;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int fx_5 = (sx_5 >> 8) & 255;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int fy_5 = (sy_5 >> 8) & 255;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            float v_5 = 0.0f;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            if (ix_5 >= 0 && iy_5 >= 0 && ix_5 < width - 1 && iy_5 < height - 1) {
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
                int i_5 = iy_5 * width + ix_5;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
                int top_5 = src[i_5] * (256 - fx_5) + src[i_5 + 1] * fx_5;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
                int bot_5 = src[i_5 + width] * (256 - fx_5) + src[i_5 + width + 1] * fx_5;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
                v_5 = (float)((top_5 * (256 - fy_5) + bot_5 * fy_5 + 32768) >> 16);
            }
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            dst[y_5 * width + x] = v_5;
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 192ull < 8ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
        if (x < width && y_6 < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int sx_6 = (cx << 16) + (x - cx) * cs + (y_6 - cy) * sn;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int sy_6 = (cy << 16) - (x - cx) * sn + (y_6 - cy) * cs;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int ix_6 = sx_6 >> 16;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int iy_6 = sy_6 >> 16;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int fx_6 = (sx_6 >> 8) & 255;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int fy_6 = (sy_6 >> 8) & 255;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            float v_6 = 0.0f;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            if (ix_6 >= 0 && iy_6 >= 0 && ix_6 < width - 1 && iy_6 < height - 1) {
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
                int i_6 = iy_6 * width + ix_6;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
                int top_6 = src[i_6] * (256 - fx_6) + src[i_6 + 1] * fx_6;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
                int bot_6 = src[i_6 + width] * (256 - fx_6) + src[i_6 + width + 1] * fx_6;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
                v_6 = (float)((top_6 * (256 - fy_6) + bot_6 * fy_6 + 32768) >> 16);
            }
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            dst[y_6 * width + x] = v_6;
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 224ull < 8ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
        if (x < width && y_7 < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int sx_7 = (cx << 16) + (x - cx) * cs + (y_7 - cy) * sn;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int sy_7 = (cy << 16) - (x - cx) * sn + (y_7 - cy) * cs;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int ix_7 = sx_7 >> 16;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int iy_7 = sy_7 >> 16;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int fx_7 = (sx_7 >> 8) & 255;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int fy_7 = (sy_7 >> 8) & 255;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            float v_7 = 0.0f;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            if (ix_7 >= 0 && iy_7 >= 0 && ix_7 < width - 1 && iy_7 < height - 1) {
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
                int i_7 = iy_7 * width + ix_7;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
                int top_7 = src[i_7] * (256 - fx_7) + src[i_7 + 1] * fx_7;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
                int bot_7 = src[i_7 + width] * (256 - fx_7) + src[i_7 + width + 1] * fx_7;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
                v_7 = (float)((top_7 * (256 - fy_7) + bot_7 * fy_7 + 32768) >> 16);
            }
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            dst[y_7 * width + x] = v_7;
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 256ull < 8ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
        if (x < width && y_8 < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int sx_8 = (cx << 16) + (x - cx) * cs + (y_8 - cy) * sn;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int sy_8 = (cy << 16) - (x - cx) * sn + (y_8 - cy) * cs;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int ix_8 = sx_8 >> 16;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int iy_8 = sy_8 >> 16;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int fx_8 = (sx_8 >> 8) & 255;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int fy_8 = (sy_8 >> 8) & 255;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            float v_8 = 0.0f;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            if (ix_8 >= 0 && iy_8 >= 0 && ix_8 < width - 1 && iy_8 < height - 1) {
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
                int i_8 = iy_8 * width + ix_8;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
                int top_8 = src[i_8] * (256 - fx_8) + src[i_8 + 1] * fx_8;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
                int bot_8 = src[i_8 + width] * (256 - fx_8) + src[i_8 + width + 1] * fx_8;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
                v_8 = (float)((top_8 * (256 - fy_8) + bot_8 * fy_8 + 32768) >> 16);
            }
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            dst[y_8 * width + x] = v_8;
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 288ull < 8ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
        if (x < width && y_9 < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int sx_9 = (cx << 16) + (x - cx) * cs + (y_9 - cy) * sn;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int sy_9 = (cy << 16) - (x - cx) * sn + (y_9 - cy) * cs;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int ix_9 = sx_9 >> 16;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int iy_9 = sy_9 >> 16;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int fx_9 = (sx_9 >> 8) & 255;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int fy_9 = (sy_9 >> 8) & 255;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            float v_9 = 0.0f;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            if (ix_9 >= 0 && iy_9 >= 0 && ix_9 < width - 1 && iy_9 < height - 1) {
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
                int i_9 = iy_9 * width + ix_9;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
                int top_9 = src[i_9] * (256 - fx_9) + src[i_9 + 1] * fx_9;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
                int bot_9 = src[i_9 + width] * (256 - fx_9) + src[i_9 + width + 1] * fx_9;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
                v_9 = (float)((top_9 * (256 - fy_9) + bot_9 * fy_9 + 32768) >> 16);
            }
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            dst[y_9 * width + x] = v_9;
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 320ull < 8ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
        if (x < width && y_10 < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int sx_10 = (cx << 16) + (x - cx) * cs + (y_10 - cy) * sn;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int sy_10 = (cy << 16) - (x - cx) * sn + (y_10 - cy) * cs;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int ix_10 = sx_10 >> 16;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int iy_10 = sy_10 >> 16;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int fx_10 = (sx_10 >> 8) & 255;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int fy_10 = (sy_10 >> 8) & 255;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            float v_10 = 0.0f;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            if (ix_10 >= 0 && iy_10 >= 0 && ix_10 < width - 1 && iy_10 < height - 1) {
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
                int i_10 = iy_10 * width + ix_10;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
                int top_10 = src[i_10] * (256 - fx_10) + src[i_10 + 1] * fx_10;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
                int bot_10 = src[i_10 + width] * (256 - fx_10) + src[i_10 + width + 1] * fx_10;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
                v_10 = (float)((top_10 * (256 - fy_10) + bot_10 * fy_10 + 32768) >> 16);
            }
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            dst[y_10 * width + x] = v_10;
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 352ull < 8ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
        if (x < width && y_11 < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int sx_11 = (cx << 16) + (x - cx) * cs + (y_11 - cy) * sn;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int sy_11 = (cy << 16) - (x - cx) * sn + (y_11 - cy) * cs;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int ix_11 = sx_11 >> 16;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int iy_11 = sy_11 >> 16;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int fx_11 = (sx_11 >> 8) & 255;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int fy_11 = (sy_11 >> 8) & 255;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            float v_11 = 0.0f;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            if (ix_11 >= 0 && iy_11 >= 0 && ix_11 < width - 1 && iy_11 < height - 1) {
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
                int i_11 = iy_11 * width + ix_11;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
                int top_11 = src[i_11] * (256 - fx_11) + src[i_11 + 1] * fx_11;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
                int bot_11 = src[i_11 + width] * (256 - fx_11) + src[i_11 + width + 1] * fx_11;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
                v_11 = (float)((top_11 * (256 - fy_11) + bot_11 * fy_11 + 32768) >> 16);
            }
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            dst[y_11 * width + x] = v_11;
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 384ull < 8ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
        if (x < width && y_12 < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int sx_12 = (cx << 16) + (x - cx) * cs + (y_12 - cy) * sn;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int sy_12 = (cy << 16) - (x - cx) * sn + (y_12 - cy) * cs;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int ix_12 = sx_12 >> 16;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int iy_12 = sy_12 >> 16;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int fx_12 = (sx_12 >> 8) & 255;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int fy_12 = (sy_12 >> 8) & 255;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            float v_12 = 0.0f;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            if (ix_12 >= 0 && iy_12 >= 0 && ix_12 < width - 1 && iy_12 < height - 1) {
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
                int i_12 = iy_12 * width + ix_12;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
                int top_12 = src[i_12] * (256 - fx_12) + src[i_12 + 1] * fx_12;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
                int bot_12 = src[i_12 + width] * (256 - fx_12) + src[i_12 + width + 1] * fx_12;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
                v_12 = (float)((top_12 * (256 - fy_12) + bot_12 * fy_12 + 32768) >> 16);
            }
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            dst[y_12 * width + x] = v_12;
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 416ull < 8ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
        if (x < width && y_13 < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int sx_13 = (cx << 16) + (x - cx) * cs + (y_13 - cy) * sn;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int sy_13 = (cy << 16) - (x - cx) * sn + (y_13 - cy) * cs;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int ix_13 = sx_13 >> 16;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int iy_13 = sy_13 >> 16;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int fx_13 = (sx_13 >> 8) & 255;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int fy_13 = (sy_13 >> 8) & 255;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            float v_13 = 0.0f;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            if (ix_13 >= 0 && iy_13 >= 0 && ix_13 < width - 1 && iy_13 < height - 1) {
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
                int i_13 = iy_13 * width + ix_13;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
                int top_13 = src[i_13] * (256 - fx_13) + src[i_13 + 1] * fx_13;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
                int bot_13 = src[i_13 + width] * (256 - fx_13) + src[i_13 + width + 1] * fx_13;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
                v_13 = (float)((top_13 * (256 - fy_13) + bot_13 * fy_13 + 32768) >> 16);
            }
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            dst[y_13 * width + x] = v_13;
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 448ull < 8ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
        if (x < width && y_14 < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int sx_14 = (cx << 16) + (x - cx) * cs + (y_14 - cy) * sn;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int sy_14 = (cy << 16) - (x - cx) * sn + (y_14 - cy) * cs;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int ix_14 = sx_14 >> 16;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int iy_14 = sy_14 >> 16;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int fx_14 = (sx_14 >> 8) & 255;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int fy_14 = (sy_14 >> 8) & 255;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            float v_14 = 0.0f;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            if (ix_14 >= 0 && iy_14 >= 0 && ix_14 < width - 1 && iy_14 < height - 1) {
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
                int i_14 = iy_14 * width + ix_14;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
                int top_14 = src[i_14] * (256 - fx_14) + src[i_14 + 1] * fx_14;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
                int bot_14 = src[i_14 + width] * (256 - fx_14) + src[i_14 + width + 1] * fx_14;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
                v_14 = (float)((top_14 * (256 - fy_14) + bot_14 * fy_14 + 32768) >> 16);
            }
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            dst[y_14 * width + x] = v_14;
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 512ull + (unsigned long long)threadIdx.y % 32ull + 480ull < 8ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
        if (x < width && y_15 < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int sx_15 = (cx << 16) + (x - cx) * cs + (y_15 - cy) * sn;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int sy_15 = (cy << 16) - (x - cx) * sn + (y_15 - cy) * cs;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int ix_15 = sx_15 >> 16;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int iy_15 = sy_15 >> 16;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int fx_15 = (sx_15 >> 8) & 255;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int fy_15 = (sy_15 >> 8) & 255;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            float v_15 = 0.0f;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            if (ix_15 >= 0 && iy_15 >= 0 && ix_15 < width - 1 && iy_15 < height - 1) {
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
                int i_15 = iy_15 * width + ix_15;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
                int top_15 = src[i_15] * (256 - fx_15) + src[i_15 + 1] * fx_15;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
                int bot_15 = src[i_15 + width] * (256 - fx_15) + src[i_15 + width + 1] * fx_15;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
                v_15 = (float)((top_15 * (256 - fy_15) + bot_15 * fy_15 + 32768) >> 16);
            }
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            dst[y_15 * width + x] = v_15;
        }
}
