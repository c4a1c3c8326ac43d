extern "C" __global__ void rotate_bilinear_cf2x(const unsigned char* src, float* dst, int cs, int sn, int cx, int cy, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
    int x_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
    int x_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
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
}
