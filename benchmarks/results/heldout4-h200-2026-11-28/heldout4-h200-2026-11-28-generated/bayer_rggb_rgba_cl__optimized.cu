extern "C" __global__ void bayer_rggb_rgba_opt(const unsigned char* raw, unsigned char* rgba, int width, int height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
    int x = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
    int y = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
    if (x < width && y < height) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
        int xm = max(x - 1, 0);
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
        int xp = min(x + 1, width - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
        int ym = max(y - 1, 0) * width;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
        int yp = min(y + 1, height - 1) * width;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
        int yc = y * width;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
        int c = raw[yc + x];
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
        int hv = (raw[yc + xm] + raw[yc + xp] + 1) >> 1;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
        int vv = (raw[ym + x] + raw[yp + x] + 1) >> 1;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
        int cr = (raw[ym + x] + raw[yp + x] + raw[yc + xm] + raw[yc + xp] + 2) >> 2;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
        int dg = (raw[ym + xm] + raw[ym + xp] + raw[yp + xm] + raw[yp + xp] + 2) >> 2;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
        int r;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
        int g;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
        int b;
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
        if ((y & 1) == 0) {
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            if ((x & 1) == 0) {
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                r = c;
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                g = cr;
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                b = dg;
            } else {
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                r = hv;
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                g = c;
#line 24 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                b = vv;
            }
        } else {
#line 27 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
            if ((x & 1) == 0) {
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                r = vv;
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                g = c;
#line 28 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                b = hv;
            } else {
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                r = dg;
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                g = cr;
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
                b = c;
            }
        }
#line 33 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
        int o = 4 * (yc + x);
#line 34 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
        uchar4 rgba_v = make_uchar4((unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0);
#line 34 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
        rgba_v.x = (unsigned char)r;
#line 35 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
        rgba_v.y = (unsigned char)g;
#line 36 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
        rgba_v.z = (unsigned char)b;
#line 37 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
        rgba_v.w = (unsigned char)255;
#line 37 "/work/main/.stage/main/benchmarks/heldout4/kernels/bayer_rggb_rgba.cl"
        *(uchar4*)&rgba[o] = rgba_v;
    }
}
