extern "C" __global__ void lut3d_trilinear_cf2x(const unsigned int* rgb, const int* lut, int* out, int n) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
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
}
