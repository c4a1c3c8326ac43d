extern "C" __global__ void rotate_bilinear_cf8x(const unsigned char* src, float* dst, int cs, int sn, int cx, int cy, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
    int x_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
    int x_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
    int x_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
    int x_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
    int x_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
    int x_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
    int x_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
    int x_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
    if (x_0 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        int sx_0 = (cx << 16) + (x_0 - cx) * cs + (y - cy) * sn;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        int sy_0 = (cy << 16) - (x_0 - cx) * sn + (y - cy) * cs;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        int ix_0 = sx_0 >> 16;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        int iy_0 = sy_0 >> 16;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        int fx_0 = (sx_0 >> 8) & 255;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        int fy_0 = (sy_0 >> 8) & 255;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        float v_0 = 0.0f;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        if (ix_0 >= 0 && iy_0 >= 0 && ix_0 < width - 1 && iy_0 < height - 1) {
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
            int i_0 = iy_0 * width + ix_0;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
            int top_0 = src[i_0] * (256 - fx_0) + src[i_0 + 1] * fx_0;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
            int bot_0 = src[i_0 + width] * (256 - fx_0) + src[i_0 + width + 1] * fx_0;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
            v_0 = (float)((top_0 * (256 - fy_0) + bot_0 * fy_0 + 32768) >> 16);
        }
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        dst[y * width + x_0] = v_0;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
    if (x_1 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        int sx_1 = (cx << 16) + (x_1 - cx) * cs + (y - cy) * sn;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        int sy_1 = (cy << 16) - (x_1 - cx) * sn + (y - cy) * cs;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        int ix_1 = sx_1 >> 16;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        int iy_1 = sy_1 >> 16;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        int fx_1 = (sx_1 >> 8) & 255;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        int fy_1 = (sy_1 >> 8) & 255;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        float v_1 = 0.0f;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        if (ix_1 >= 0 && iy_1 >= 0 && ix_1 < width - 1 && iy_1 < height - 1) {
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
            int i_1 = iy_1 * width + ix_1;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
            int top_1 = src[i_1] * (256 - fx_1) + src[i_1 + 1] * fx_1;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
            int bot_1 = src[i_1 + width] * (256 - fx_1) + src[i_1 + width + 1] * fx_1;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
            v_1 = (float)((top_1 * (256 - fy_1) + bot_1 * fy_1 + 32768) >> 16);
        }
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        dst[y * width + x_1] = v_1;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
    if (x_2 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        int sx_2 = (cx << 16) + (x_2 - cx) * cs + (y - cy) * sn;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        int sy_2 = (cy << 16) - (x_2 - cx) * sn + (y - cy) * cs;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        int ix_2 = sx_2 >> 16;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        int iy_2 = sy_2 >> 16;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        int fx_2 = (sx_2 >> 8) & 255;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        int fy_2 = (sy_2 >> 8) & 255;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        float v_2 = 0.0f;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        if (ix_2 >= 0 && iy_2 >= 0 && ix_2 < width - 1 && iy_2 < height - 1) {
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
            int i_2 = iy_2 * width + ix_2;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
            int top_2 = src[i_2] * (256 - fx_2) + src[i_2 + 1] * fx_2;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
            int bot_2 = src[i_2 + width] * (256 - fx_2) + src[i_2 + width + 1] * fx_2;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
            v_2 = (float)((top_2 * (256 - fy_2) + bot_2 * fy_2 + 32768) >> 16);
        }
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        dst[y * width + x_2] = v_2;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
    if (x_3 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        int sx_3 = (cx << 16) + (x_3 - cx) * cs + (y - cy) * sn;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        int sy_3 = (cy << 16) - (x_3 - cx) * sn + (y - cy) * cs;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        int ix_3 = sx_3 >> 16;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        int iy_3 = sy_3 >> 16;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        int fx_3 = (sx_3 >> 8) & 255;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        int fy_3 = (sy_3 >> 8) & 255;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        float v_3 = 0.0f;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        if (ix_3 >= 0 && iy_3 >= 0 && ix_3 < width - 1 && iy_3 < height - 1) {
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
            int i_3 = iy_3 * width + ix_3;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
            int top_3 = src[i_3] * (256 - fx_3) + src[i_3 + 1] * fx_3;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
            int bot_3 = src[i_3 + width] * (256 - fx_3) + src[i_3 + width + 1] * fx_3;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
            v_3 = (float)((top_3 * (256 - fy_3) + bot_3 * fy_3 + 32768) >> 16);
        }
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        dst[y * width + x_3] = v_3;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
    if (x_4 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        int sx_4 = (cx << 16) + (x_4 - cx) * cs + (y - cy) * sn;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        int sy_4 = (cy << 16) - (x_4 - cx) * sn + (y - cy) * cs;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        int ix_4 = sx_4 >> 16;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        int iy_4 = sy_4 >> 16;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        int fx_4 = (sx_4 >> 8) & 255;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        int fy_4 = (sy_4 >> 8) & 255;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        float v_4 = 0.0f;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        if (ix_4 >= 0 && iy_4 >= 0 && ix_4 < width - 1 && iy_4 < height - 1) {
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
            int i_4 = iy_4 * width + ix_4;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
            int top_4 = src[i_4] * (256 - fx_4) + src[i_4 + 1] * fx_4;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
            int bot_4 = src[i_4 + width] * (256 - fx_4) + src[i_4 + width + 1] * fx_4;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
            v_4 = (float)((top_4 * (256 - fy_4) + bot_4 * fy_4 + 32768) >> 16);
        }
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        dst[y * width + x_4] = v_4;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
    if (x_5 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        int sx_5 = (cx << 16) + (x_5 - cx) * cs + (y - cy) * sn;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        int sy_5 = (cy << 16) - (x_5 - cx) * sn + (y - cy) * cs;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        int ix_5 = sx_5 >> 16;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        int iy_5 = sy_5 >> 16;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        int fx_5 = (sx_5 >> 8) & 255;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        int fy_5 = (sy_5 >> 8) & 255;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        float v_5 = 0.0f;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        if (ix_5 >= 0 && iy_5 >= 0 && ix_5 < width - 1 && iy_5 < height - 1) {
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
            int i_5 = iy_5 * width + ix_5;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
            int top_5 = src[i_5] * (256 - fx_5) + src[i_5 + 1] * fx_5;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
            int bot_5 = src[i_5 + width] * (256 - fx_5) + src[i_5 + width + 1] * fx_5;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
            v_5 = (float)((top_5 * (256 - fy_5) + bot_5 * fy_5 + 32768) >> 16);
        }
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        dst[y * width + x_5] = v_5;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
    if (x_6 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        int sx_6 = (cx << 16) + (x_6 - cx) * cs + (y - cy) * sn;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        int sy_6 = (cy << 16) - (x_6 - cx) * sn + (y - cy) * cs;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        int ix_6 = sx_6 >> 16;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        int iy_6 = sy_6 >> 16;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        int fx_6 = (sx_6 >> 8) & 255;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        int fy_6 = (sy_6 >> 8) & 255;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        float v_6 = 0.0f;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        if (ix_6 >= 0 && iy_6 >= 0 && ix_6 < width - 1 && iy_6 < height - 1) {
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
            int i_6 = iy_6 * width + ix_6;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
            int top_6 = src[i_6] * (256 - fx_6) + src[i_6 + 1] * fx_6;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
            int bot_6 = src[i_6 + width] * (256 - fx_6) + src[i_6 + width + 1] * fx_6;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
            v_6 = (float)((top_6 * (256 - fy_6) + bot_6 * fy_6 + 32768) >> 16);
        }
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        dst[y * width + x_6] = v_6;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
    if (x_7 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        int sx_7 = (cx << 16) + (x_7 - cx) * cs + (y - cy) * sn;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        int sy_7 = (cy << 16) - (x_7 - cx) * sn + (y - cy) * cs;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        int ix_7 = sx_7 >> 16;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        int iy_7 = sy_7 >> 16;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        int fx_7 = (sx_7 >> 8) & 255;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        int fy_7 = (sy_7 >> 8) & 255;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        float v_7 = 0.0f;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        if (ix_7 >= 0 && iy_7 >= 0 && ix_7 < width - 1 && iy_7 < height - 1) {
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
            int i_7 = iy_7 * width + ix_7;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
            int top_7 = src[i_7] * (256 - fx_7) + src[i_7 + 1] * fx_7;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
            int bot_7 = src[i_7 + width] * (256 - fx_7) + src[i_7 + width + 1] * fx_7;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
            v_7 = (float)((top_7 * (256 - fy_7) + bot_7 * fy_7 + 32768) >> 16);
        }
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        dst[y * width + x_7] = v_7;
    }
}
