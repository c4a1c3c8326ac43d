extern "C" __global__ void lut3d_trilinear(const unsigned int* rgb, const int* lut, int* out, int n) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
    if (i < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        unsigned int p = rgb[i];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int r = p & 255;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int g = (p >> 8) & 255;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int b = (p >> 16) & 255;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int ir = r >> 4;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int ig = g >> 4;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int ib = b >> 4;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int fr = r & 15;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int fg = g & 15;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int fb = b & 15;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int base = (ib * 17 + ig) * 17 + ir;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int c00 = lut[base] * (16 - fr) + lut[base + 1] * fr;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int c01 = lut[base + 17] * (16 - fr) + lut[base + 18] * fr;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int c10 = lut[base + 289] * (16 - fr) + lut[base + 290] * fr;
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int c11 = lut[base + 306] * (16 - fr) + lut[base + 307] * fr;
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int c0 = c00 * (16 - fg) + c01 * fg;
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int c1 = c10 * (16 - fg) + c11 * fg;
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        out[i] = (c0 * (16 - fb) + c1 * fb) >> 12;
    }
}
