extern "C" __global__ void lut3d_trilinear_cf2x(const unsigned int* rgb, const int* lut, int* out, int n) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
    if (i_0 < n) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        unsigned int p_0 = rgb[i_0];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int r_0 = p_0 & 255;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int g_0 = (p_0 >> 8) & 255;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int b_0 = (p_0 >> 16) & 255;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int ir_0 = r_0 >> 4;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int ig_0 = g_0 >> 4;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int ib_0 = b_0 >> 4;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int fr_0 = r_0 & 15;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int fg_0 = g_0 & 15;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int fb_0 = b_0 & 15;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int base_0 = (ib_0 * 17 + ig_0) * 17 + ir_0;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int c00_0 = lut[base_0] * (16 - fr_0) + lut[base_0 + 1] * fr_0;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int c01_0 = lut[base_0 + 17] * (16 - fr_0) + lut[base_0 + 18] * fr_0;
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int c10_0 = lut[base_0 + 289] * (16 - fr_0) + lut[base_0 + 290] * fr_0;
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int c11_0 = lut[base_0 + 306] * (16 - fr_0) + lut[base_0 + 307] * fr_0;
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int c0_0 = c00_0 * (16 - fg_0) + c01_0 * fg_0;
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int c1_0 = c10_0 * (16 - fg_0) + c11_0 * fg_0;
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        out[i_0] = (c0_0 * (16 - fb_0) + c1_0 * fb_0) >> 12;
    }
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
    if (i_1 < n) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        unsigned int p_1 = rgb[i_1];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int r_1 = p_1 & 255;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int g_1 = (p_1 >> 8) & 255;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int b_1 = (p_1 >> 16) & 255;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int ir_1 = r_1 >> 4;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int ig_1 = g_1 >> 4;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int ib_1 = b_1 >> 4;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int fr_1 = r_1 & 15;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int fg_1 = g_1 & 15;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int fb_1 = b_1 & 15;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int base_1 = (ib_1 * 17 + ig_1) * 17 + ir_1;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int c00_1 = lut[base_1] * (16 - fr_1) + lut[base_1 + 1] * fr_1;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int c01_1 = lut[base_1 + 17] * (16 - fr_1) + lut[base_1 + 18] * fr_1;
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int c10_1 = lut[base_1 + 289] * (16 - fr_1) + lut[base_1 + 290] * fr_1;
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int c11_1 = lut[base_1 + 306] * (16 - fr_1) + lut[base_1 + 307] * fr_1;
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int c0_1 = c00_1 * (16 - fg_1) + c01_1 * fg_1;
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int c1_1 = c10_1 * (16 - fg_1) + c11_1 * fg_1;
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        out[i_1] = (c0_1 * (16 - fb_1) + c1_1 * fb_1) >> 12;
    }
}
