extern "C" __global__ void bayer_rggb_rgba_opt(const unsigned char* raw, unsigned char* rgba, int width, int height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
    int x = blockIdx.x * blockDim.x + threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
    if (x < width && y < height) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int xm = max(x - 1, 0);
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int xp = min(x + 1, width - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int ym = max(y - 1, 0) * width;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int yp = min(y + 1, height - 1) * width;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int yc = y * width;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int c = raw[yc + x];
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int hv = (raw[yc + xm] + raw[yc + xp] + 1) >> 1;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int vv = (raw[ym + x] + raw[yp + x] + 1) >> 1;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int cr = (raw[ym + x] + raw[yp + x] + raw[yc + xm] + raw[yc + xp] + 2) >> 2;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int dg = (raw[ym + xm] + raw[ym + xp] + raw[yp + xm] + raw[yp + xp] + 2) >> 2;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int r;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int g;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int b;
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        if ((y & 1) == 0) {
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
            if ((x & 1) == 0) {
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                r = c;
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                g = cr;
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                b = dg;
            } else {
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                r = hv;
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                g = c;
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                b = vv;
            }
        } else {
#line 27 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
            if ((x & 1) == 0) {
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                r = vv;
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                g = c;
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                b = hv;
            } else {
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                r = dg;
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                g = cr;
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
                b = c;
            }
        }
#line 33 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        int o = 4 * (yc + x);
#line 34 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        uchar4 rgba_v = make_uchar4((unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0);
#line 34 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        rgba_v.x = (unsigned char)r;
#line 35 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        rgba_v.y = (unsigned char)g;
#line 36 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        rgba_v.z = (unsigned char)b;
#line 37 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        rgba_v.w = (unsigned char)255;
#line 37 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cu"
        *(uchar4*)&rgba[o] = rgba_v;
    }
}
