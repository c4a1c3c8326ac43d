extern "C" __global__ void lut3d_trilinear_cf4x(const unsigned int* rgb, const int* lut, int* out, int n) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
    if (i_0 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        unsigned int p_0 = rgb[i_0];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int r_0 = p_0 & 255;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int g_0 = (p_0 >> 8) & 255;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int b_0 = (p_0 >> 16) & 255;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int ir_0 = r_0 >> 4;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int ig_0 = g_0 >> 4;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int ib_0 = b_0 >> 4;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int fr_0 = r_0 & 15;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int fg_0 = g_0 & 15;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int fb_0 = b_0 & 15;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int base_0 = (ib_0 * 17 + ig_0) * 17 + ir_0;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int c00_0 = lut[base_0] * (16 - fr_0) + lut[base_0 + 1] * fr_0;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int c01_0 = lut[base_0 + 17] * (16 - fr_0) + lut[base_0 + 18] * fr_0;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int c10_0 = lut[base_0 + 289] * (16 - fr_0) + lut[base_0 + 290] * fr_0;
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int c11_0 = lut[base_0 + 306] * (16 - fr_0) + lut[base_0 + 307] * fr_0;
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int c0_0 = c00_0 * (16 - fg_0) + c01_0 * fg_0;
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int c1_0 = c10_0 * (16 - fg_0) + c11_0 * fg_0;
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        out[i_0] = (c0_0 * (16 - fb_0) + c1_0 * fb_0) >> 12;
    }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
    if (i_1 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        unsigned int p_1 = rgb[i_1];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int r_1 = p_1 & 255;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int g_1 = (p_1 >> 8) & 255;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int b_1 = (p_1 >> 16) & 255;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int ir_1 = r_1 >> 4;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int ig_1 = g_1 >> 4;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int ib_1 = b_1 >> 4;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int fr_1 = r_1 & 15;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int fg_1 = g_1 & 15;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int fb_1 = b_1 & 15;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int base_1 = (ib_1 * 17 + ig_1) * 17 + ir_1;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int c00_1 = lut[base_1] * (16 - fr_1) + lut[base_1 + 1] * fr_1;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int c01_1 = lut[base_1 + 17] * (16 - fr_1) + lut[base_1 + 18] * fr_1;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int c10_1 = lut[base_1 + 289] * (16 - fr_1) + lut[base_1 + 290] * fr_1;
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int c11_1 = lut[base_1 + 306] * (16 - fr_1) + lut[base_1 + 307] * fr_1;
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int c0_1 = c00_1 * (16 - fg_1) + c01_1 * fg_1;
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int c1_1 = c10_1 * (16 - fg_1) + c11_1 * fg_1;
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        out[i_1] = (c0_1 * (16 - fb_1) + c1_1 * fb_1) >> 12;
    }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
    if (i_2 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        unsigned int p_2 = rgb[i_2];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int r_2 = p_2 & 255;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int g_2 = (p_2 >> 8) & 255;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int b_2 = (p_2 >> 16) & 255;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int ir_2 = r_2 >> 4;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int ig_2 = g_2 >> 4;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int ib_2 = b_2 >> 4;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int fr_2 = r_2 & 15;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int fg_2 = g_2 & 15;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int fb_2 = b_2 & 15;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int base_2 = (ib_2 * 17 + ig_2) * 17 + ir_2;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int c00_2 = lut[base_2] * (16 - fr_2) + lut[base_2 + 1] * fr_2;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int c01_2 = lut[base_2 + 17] * (16 - fr_2) + lut[base_2 + 18] * fr_2;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int c10_2 = lut[base_2 + 289] * (16 - fr_2) + lut[base_2 + 290] * fr_2;
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int c11_2 = lut[base_2 + 306] * (16 - fr_2) + lut[base_2 + 307] * fr_2;
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int c0_2 = c00_2 * (16 - fg_2) + c01_2 * fg_2;
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int c1_2 = c10_2 * (16 - fg_2) + c11_2 * fg_2;
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        out[i_2] = (c0_2 * (16 - fb_2) + c1_2 * fb_2) >> 12;
    }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
    if (i_3 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        unsigned int p_3 = rgb[i_3];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int r_3 = p_3 & 255;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int g_3 = (p_3 >> 8) & 255;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int b_3 = (p_3 >> 16) & 255;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int ir_3 = r_3 >> 4;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int ig_3 = g_3 >> 4;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int ib_3 = b_3 >> 4;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int fr_3 = r_3 & 15;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int fg_3 = g_3 & 15;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int fb_3 = b_3 & 15;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int base_3 = (ib_3 * 17 + ig_3) * 17 + ir_3;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int c00_3 = lut[base_3] * (16 - fr_3) + lut[base_3 + 1] * fr_3;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int c01_3 = lut[base_3 + 17] * (16 - fr_3) + lut[base_3 + 18] * fr_3;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int c10_3 = lut[base_3 + 289] * (16 - fr_3) + lut[base_3 + 290] * fr_3;
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int c11_3 = lut[base_3 + 306] * (16 - fr_3) + lut[base_3 + 307] * fr_3;
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int c0_3 = c00_3 * (16 - fg_3) + c01_3 * fg_3;
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int c1_3 = c10_3 * (16 - fg_3) + c11_3 * fg_3;
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        out[i_3] = (c0_3 * (16 - fb_3) + c1_3 * fb_3) >> 12;
    }
}
