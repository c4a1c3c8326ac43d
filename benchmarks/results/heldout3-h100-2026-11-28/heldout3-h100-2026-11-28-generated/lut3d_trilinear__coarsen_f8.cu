extern "C" __global__ void lut3d_trilinear_cf8x(const unsigned int* rgb, const int* lut, int* out, int n) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
    if (i_4 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        unsigned int p_4 = rgb[i_4];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int r_4 = p_4 & 255;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int g_4 = (p_4 >> 8) & 255;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int b_4 = (p_4 >> 16) & 255;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int ir_4 = r_4 >> 4;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int ig_4 = g_4 >> 4;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int ib_4 = b_4 >> 4;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int fr_4 = r_4 & 15;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int fg_4 = g_4 & 15;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int fb_4 = b_4 & 15;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int base_4 = (ib_4 * 17 + ig_4) * 17 + ir_4;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int c00_4 = lut[base_4] * (16 - fr_4) + lut[base_4 + 1] * fr_4;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int c01_4 = lut[base_4 + 17] * (16 - fr_4) + lut[base_4 + 18] * fr_4;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int c10_4 = lut[base_4 + 289] * (16 - fr_4) + lut[base_4 + 290] * fr_4;
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int c11_4 = lut[base_4 + 306] * (16 - fr_4) + lut[base_4 + 307] * fr_4;
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int c0_4 = c00_4 * (16 - fg_4) + c01_4 * fg_4;
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int c1_4 = c10_4 * (16 - fg_4) + c11_4 * fg_4;
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        out[i_4] = (c0_4 * (16 - fb_4) + c1_4 * fb_4) >> 12;
    }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
    if (i_5 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        unsigned int p_5 = rgb[i_5];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int r_5 = p_5 & 255;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int g_5 = (p_5 >> 8) & 255;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int b_5 = (p_5 >> 16) & 255;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int ir_5 = r_5 >> 4;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int ig_5 = g_5 >> 4;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int ib_5 = b_5 >> 4;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int fr_5 = r_5 & 15;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int fg_5 = g_5 & 15;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int fb_5 = b_5 & 15;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int base_5 = (ib_5 * 17 + ig_5) * 17 + ir_5;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int c00_5 = lut[base_5] * (16 - fr_5) + lut[base_5 + 1] * fr_5;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int c01_5 = lut[base_5 + 17] * (16 - fr_5) + lut[base_5 + 18] * fr_5;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int c10_5 = lut[base_5 + 289] * (16 - fr_5) + lut[base_5 + 290] * fr_5;
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int c11_5 = lut[base_5 + 306] * (16 - fr_5) + lut[base_5 + 307] * fr_5;
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int c0_5 = c00_5 * (16 - fg_5) + c01_5 * fg_5;
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int c1_5 = c10_5 * (16 - fg_5) + c11_5 * fg_5;
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        out[i_5] = (c0_5 * (16 - fb_5) + c1_5 * fb_5) >> 12;
    }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
    if (i_6 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        unsigned int p_6 = rgb[i_6];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int r_6 = p_6 & 255;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int g_6 = (p_6 >> 8) & 255;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int b_6 = (p_6 >> 16) & 255;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int ir_6 = r_6 >> 4;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int ig_6 = g_6 >> 4;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int ib_6 = b_6 >> 4;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int fr_6 = r_6 & 15;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int fg_6 = g_6 & 15;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int fb_6 = b_6 & 15;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int base_6 = (ib_6 * 17 + ig_6) * 17 + ir_6;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int c00_6 = lut[base_6] * (16 - fr_6) + lut[base_6 + 1] * fr_6;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int c01_6 = lut[base_6 + 17] * (16 - fr_6) + lut[base_6 + 18] * fr_6;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int c10_6 = lut[base_6 + 289] * (16 - fr_6) + lut[base_6 + 290] * fr_6;
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int c11_6 = lut[base_6 + 306] * (16 - fr_6) + lut[base_6 + 307] * fr_6;
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int c0_6 = c00_6 * (16 - fg_6) + c01_6 * fg_6;
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int c1_6 = c10_6 * (16 - fg_6) + c11_6 * fg_6;
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        out[i_6] = (c0_6 * (16 - fb_6) + c1_6 * fb_6) >> 12;
    }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
    if (i_7 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        unsigned int p_7 = rgb[i_7];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int r_7 = p_7 & 255;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int g_7 = (p_7 >> 8) & 255;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int b_7 = (p_7 >> 16) & 255;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int ir_7 = r_7 >> 4;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int ig_7 = g_7 >> 4;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int ib_7 = b_7 >> 4;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int fr_7 = r_7 & 15;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int fg_7 = g_7 & 15;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int fb_7 = b_7 & 15;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int base_7 = (ib_7 * 17 + ig_7) * 17 + ir_7;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int c00_7 = lut[base_7] * (16 - fr_7) + lut[base_7 + 1] * fr_7;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int c01_7 = lut[base_7 + 17] * (16 - fr_7) + lut[base_7 + 18] * fr_7;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int c10_7 = lut[base_7 + 289] * (16 - fr_7) + lut[base_7 + 290] * fr_7;
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int c11_7 = lut[base_7 + 306] * (16 - fr_7) + lut[base_7 + 307] * fr_7;
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int c0_7 = c00_7 * (16 - fg_7) + c01_7 * fg_7;
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        int c1_7 = c10_7 * (16 - fg_7) + c11_7 * fg_7;
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
        out[i_7] = (c0_7 * (16 - fb_7) + c1_7 * fb_7) >> 12;
    }
}
