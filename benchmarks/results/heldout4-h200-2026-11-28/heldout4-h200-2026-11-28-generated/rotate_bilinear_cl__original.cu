extern "C" __global__ void rotate_bilinear(const unsigned char* src, float* dst, int cs, int sn, int cx, int cy, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
    int x = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
    int y = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
    if (x < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
        int sx = (cx << 16) + (x - cx) * cs + (y - cy) * sn;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
        int sy = (cy << 16) - (x - cx) * sn + (y - cy) * cs;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
        int ix = sx >> 16;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
        int iy = sy >> 16;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
        int fx = (sx >> 8) & 255;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
        int fy = (sy >> 8) & 255;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
        float v = 0.0f;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
        if (ix >= 0 && iy >= 0 && ix < width - 1 && iy < height - 1) {
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int i = iy * width + ix;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int top = src[i] * (256 - fx) + src[i + 1] * fx;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            int bot = src[i + width] * (256 - fx) + src[i + width + 1] * fx;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
            v = (float)((top * (256 - fy) + bot * fy + 32768) >> 16);
        }
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/rotate_bilinear.cl"
        dst[y * width + x] = v;
    }
}
