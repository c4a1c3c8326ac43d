extern "C" __global__ void lut3d_trilinear(const unsigned int* rgb, const int* lut, int* out, int n) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
    if (i < n) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        unsigned int p = rgb[i];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int r = p & 255;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int g = (p >> 8) & 255;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int b = (p >> 16) & 255;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int ir = r >> 4;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int ig = g >> 4;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int ib = b >> 4;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int fr = r & 15;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int fg = g & 15;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int fb = b & 15;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int base = (ib * 17 + ig) * 17 + ir;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int c00 = lut[base] * (16 - fr) + lut[base + 1] * fr;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int c01 = lut[base + 17] * (16 - fr) + lut[base + 18] * fr;
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int c10 = lut[base + 289] * (16 - fr) + lut[base + 290] * fr;
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int c11 = lut[base + 306] * (16 - fr) + lut[base + 307] * fr;
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int c0 = c00 * (16 - fg) + c01 * fg;
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int c1 = c10 * (16 - fg) + c11 * fg;
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        out[i] = (c0 * (16 - fb) + c1 * fb) >> 12;
    }
}
