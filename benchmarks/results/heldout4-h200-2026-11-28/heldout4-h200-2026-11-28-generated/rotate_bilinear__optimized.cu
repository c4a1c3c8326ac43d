extern "C" __global__ void rotate_bilinear_opt(const unsigned char* src, float* dst, int cs, int sn, int cx, int cy, int width, int height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
    int ucond = ((int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) < width) & ((int)(blockIdx.y * blockDim.y + threadIdx.y) < height);
    float4 dst_v0;
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        int x_m0 = 4u * (blockIdx.x * blockDim.x + threadIdx.x);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        int y_m0 = blockIdx.y * blockDim.y + threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        if (ucond) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
            int sx_m0 = (cx << 16) + (x_m0 - cx) * cs + (y_m0 - cy) * sn;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
            int sy_m0 = (cy << 16) - (x_m0 - cx) * sn + (y_m0 - cy) * cs;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
            int ix_m0 = sx_m0 >> 16;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
            int iy_m0 = sy_m0 >> 16;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
            int fx_m0 = (sx_m0 >> 8) & 255;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
            int fy_m0 = (sy_m0 >> 8) & 255;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
            float v_m0 = 0.0f;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
            if (ix_m0 >= 0 && iy_m0 >= 0 && ix_m0 < width - 1 && iy_m0 < height - 1) {
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
                int i_m0 = iy_m0 * width + ix_m0;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
                int top_m0 = src[i_m0] * (256 - fx_m0) + src[i_m0 + 1] * fx_m0;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
                int bot_m0 = src[i_m0 + width] * (256 - fx_m0) + src[i_m0 + width + 1] * fx_m0;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
                v_m0 = (float)((top_m0 * (256 - fy_m0) + bot_m0 * fy_m0 + 32768) >> 16);
            }
            dst_v0.x = v_m0;
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        int x_m1 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        int y_m1 = blockIdx.y * blockDim.y + threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        if (ucond) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
            int sx_m1 = (cx << 16) + (x_m1 - cx) * cs + (y_m1 - cy) * sn;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
            int sy_m1 = (cy << 16) - (x_m1 - cx) * sn + (y_m1 - cy) * cs;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
            int ix_m1 = sx_m1 >> 16;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
            int iy_m1 = sy_m1 >> 16;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
            int fx_m1 = (sx_m1 >> 8) & 255;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
            int fy_m1 = (sy_m1 >> 8) & 255;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
            float v_m1 = 0.0f;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
            if (ix_m1 >= 0 && iy_m1 >= 0 && ix_m1 < width - 1 && iy_m1 < height - 1) {
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
                int i_m1 = iy_m1 * width + ix_m1;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
                int top_m1 = src[i_m1] * (256 - fx_m1) + src[i_m1 + 1] * fx_m1;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
                int bot_m1 = src[i_m1 + width] * (256 - fx_m1) + src[i_m1 + width + 1] * fx_m1;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
                v_m1 = (float)((top_m1 * (256 - fy_m1) + bot_m1 * fy_m1 + 32768) >> 16);
            }
            dst_v0.y = v_m1;
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        int x_m2 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        int y_m2 = blockIdx.y * blockDim.y + threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        if (ucond) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
            int sx_m2 = (cx << 16) + (x_m2 - cx) * cs + (y_m2 - cy) * sn;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
            int sy_m2 = (cy << 16) - (x_m2 - cx) * sn + (y_m2 - cy) * cs;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
            int ix_m2 = sx_m2 >> 16;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
            int iy_m2 = sy_m2 >> 16;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
            int fx_m2 = (sx_m2 >> 8) & 255;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
            int fy_m2 = (sy_m2 >> 8) & 255;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
            float v_m2 = 0.0f;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
            if (ix_m2 >= 0 && iy_m2 >= 0 && ix_m2 < width - 1 && iy_m2 < height - 1) {
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
                int i_m2 = iy_m2 * width + ix_m2;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
                int top_m2 = src[i_m2] * (256 - fx_m2) + src[i_m2 + 1] * fx_m2;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
                int bot_m2 = src[i_m2 + width] * (256 - fx_m2) + src[i_m2 + width + 1] * fx_m2;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
                v_m2 = (float)((top_m2 * (256 - fy_m2) + bot_m2 * fy_m2 + 32768) >> 16);
            }
            dst_v0.z = v_m2;
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        int x_m3 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        int y_m3 = blockIdx.y * blockDim.y + threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
        if (ucond) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
            int sx_m3 = (cx << 16) + (x_m3 - cx) * cs + (y_m3 - cy) * sn;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
            int sy_m3 = (cy << 16) - (x_m3 - cx) * sn + (y_m3 - cy) * cs;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
            int ix_m3 = sx_m3 >> 16;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
            int iy_m3 = sy_m3 >> 16;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
            int fx_m3 = (sx_m3 >> 8) & 255;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
            int fy_m3 = (sy_m3 >> 8) & 255;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
            float v_m3 = 0.0f;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
            if (ix_m3 >= 0 && iy_m3 >= 0 && ix_m3 < width - 1 && iy_m3 < height - 1) {
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
                int i_m3 = iy_m3 * width + ix_m3;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
                int top_m3 = src[i_m3] * (256 - fx_m3) + src[i_m3 + 1] * fx_m3;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
                int bot_m3 = src[i_m3 + width] * (256 - fx_m3) + src[i_m3 + width + 1] * fx_m3;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cu"
                v_m3 = (float)((top_m3 * (256 - fy_m3) + bot_m3 * fy_m3 + 32768) >> 16);
            }
            dst_v0.w = v_m3;
            *(float4*)(&dst[y_m3 * width + x_m3] - 3) = dst_v0;
        }
    }
}
