extern "C" __global__ void lut3d_trilinear_cf4x(const unsigned int* rgb, const int* lut, int* out, int n) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
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
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
    if (i_2 < n) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        unsigned int p_2 = rgb[i_2];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int r_2 = p_2 & 255;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int g_2 = (p_2 >> 8) & 255;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int b_2 = (p_2 >> 16) & 255;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int ir_2 = r_2 >> 4;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int ig_2 = g_2 >> 4;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int ib_2 = b_2 >> 4;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int fr_2 = r_2 & 15;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int fg_2 = g_2 & 15;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int fb_2 = b_2 & 15;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int base_2 = (ib_2 * 17 + ig_2) * 17 + ir_2;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int c00_2 = lut[base_2] * (16 - fr_2) + lut[base_2 + 1] * fr_2;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int c01_2 = lut[base_2 + 17] * (16 - fr_2) + lut[base_2 + 18] * fr_2;
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int c10_2 = lut[base_2 + 289] * (16 - fr_2) + lut[base_2 + 290] * fr_2;
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int c11_2 = lut[base_2 + 306] * (16 - fr_2) + lut[base_2 + 307] * fr_2;
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int c0_2 = c00_2 * (16 - fg_2) + c01_2 * fg_2;
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int c1_2 = c10_2 * (16 - fg_2) + c11_2 * fg_2;
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        out[i_2] = (c0_2 * (16 - fb_2) + c1_2 * fb_2) >> 12;
    }
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
    if (i_3 < n) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        unsigned int p_3 = rgb[i_3];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int r_3 = p_3 & 255;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int g_3 = (p_3 >> 8) & 255;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int b_3 = (p_3 >> 16) & 255;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int ir_3 = r_3 >> 4;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int ig_3 = g_3 >> 4;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int ib_3 = b_3 >> 4;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int fr_3 = r_3 & 15;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int fg_3 = g_3 & 15;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int fb_3 = b_3 & 15;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int base_3 = (ib_3 * 17 + ig_3) * 17 + ir_3;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int c00_3 = lut[base_3] * (16 - fr_3) + lut[base_3 + 1] * fr_3;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int c01_3 = lut[base_3 + 17] * (16 - fr_3) + lut[base_3 + 18] * fr_3;
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int c10_3 = lut[base_3 + 289] * (16 - fr_3) + lut[base_3 + 290] * fr_3;
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int c11_3 = lut[base_3 + 306] * (16 - fr_3) + lut[base_3 + 307] * fr_3;
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int c0_3 = c00_3 * (16 - fg_3) + c01_3 * fg_3;
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int c1_3 = c10_3 * (16 - fg_3) + c11_3 * fg_3;
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        out[i_3] = (c0_3 * (16 - fb_3) + c1_3 * fb_3) >> 12;
    }
}
