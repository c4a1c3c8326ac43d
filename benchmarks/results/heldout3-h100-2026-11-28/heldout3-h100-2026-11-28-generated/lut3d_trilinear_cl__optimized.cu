extern "C" __global__ void lut3d_trilinear_opt(const unsigned int* rgb, const int* lut, int* out, int n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
    int ucond = (int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < n;
    uint4 rgb_v0;
    int4 out_v1;
    {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int i_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        if (ucond) {
            rgb_v0 = *(const uint4*)&rgb[i_m0];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
            unsigned int p_m0 = rgb_v0.x;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
            int r_m0 = p_m0 & 255;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
            int g_m0 = (p_m0 >> 8) & 255;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
            int b_m0 = (p_m0 >> 16) & 255;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
            int ir_m0 = r_m0 >> 4;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
            int ig_m0 = g_m0 >> 4;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
            int ib_m0 = b_m0 >> 4;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
            int fr_m0 = r_m0 & 15;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
            int fg_m0 = g_m0 & 15;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
            int fb_m0 = b_m0 & 15;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
            int base_m0 = (ib_m0 * 17 + ig_m0) * 17 + ir_m0;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
            int c00_m0 = lut[base_m0] * (16 - fr_m0) + lut[base_m0 + 1] * fr_m0;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
            int c01_m0 = lut[base_m0 + 17] * (16 - fr_m0) + lut[base_m0 + 18] * fr_m0;
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
            int c10_m0 = lut[base_m0 + 289] * (16 - fr_m0) + lut[base_m0 + 290] * fr_m0;
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
            int c11_m0 = lut[base_m0 + 306] * (16 - fr_m0) + lut[base_m0 + 307] * fr_m0;
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
            int c0_m0 = c00_m0 * (16 - fg_m0) + c01_m0 * fg_m0;
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
            int c1_m0 = c10_m0 * (16 - fg_m0) + c11_m0 * fg_m0;
            out_v1.x = (c0_m0 * (16 - fb_m0) + c1_m0 * fb_m0) >> 12;
        }
    }
    {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int i_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        if (ucond) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
            unsigned int p_m1 = rgb_v0.y;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
            int r_m1 = p_m1 & 255;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
            int g_m1 = (p_m1 >> 8) & 255;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
            int b_m1 = (p_m1 >> 16) & 255;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
            int ir_m1 = r_m1 >> 4;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
            int ig_m1 = g_m1 >> 4;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
            int ib_m1 = b_m1 >> 4;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
            int fr_m1 = r_m1 & 15;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
            int fg_m1 = g_m1 & 15;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
            int fb_m1 = b_m1 & 15;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
            int base_m1 = (ib_m1 * 17 + ig_m1) * 17 + ir_m1;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
            int c00_m1 = lut[base_m1] * (16 - fr_m1) + lut[base_m1 + 1] * fr_m1;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
            int c01_m1 = lut[base_m1 + 17] * (16 - fr_m1) + lut[base_m1 + 18] * fr_m1;
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
            int c10_m1 = lut[base_m1 + 289] * (16 - fr_m1) + lut[base_m1 + 290] * fr_m1;
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
            int c11_m1 = lut[base_m1 + 306] * (16 - fr_m1) + lut[base_m1 + 307] * fr_m1;
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
            int c0_m1 = c00_m1 * (16 - fg_m1) + c01_m1 * fg_m1;
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
            int c1_m1 = c10_m1 * (16 - fg_m1) + c11_m1 * fg_m1;
            out_v1.y = (c0_m1 * (16 - fb_m1) + c1_m1 * fb_m1) >> 12;
        }
    }
    {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int i_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        if (ucond) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
            unsigned int p_m2 = rgb_v0.z;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
            int r_m2 = p_m2 & 255;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
            int g_m2 = (p_m2 >> 8) & 255;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
            int b_m2 = (p_m2 >> 16) & 255;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
            int ir_m2 = r_m2 >> 4;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
            int ig_m2 = g_m2 >> 4;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
            int ib_m2 = b_m2 >> 4;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
            int fr_m2 = r_m2 & 15;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
            int fg_m2 = g_m2 & 15;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
            int fb_m2 = b_m2 & 15;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
            int base_m2 = (ib_m2 * 17 + ig_m2) * 17 + ir_m2;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
            int c00_m2 = lut[base_m2] * (16 - fr_m2) + lut[base_m2 + 1] * fr_m2;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
            int c01_m2 = lut[base_m2 + 17] * (16 - fr_m2) + lut[base_m2 + 18] * fr_m2;
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
            int c10_m2 = lut[base_m2 + 289] * (16 - fr_m2) + lut[base_m2 + 290] * fr_m2;
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
            int c11_m2 = lut[base_m2 + 306] * (16 - fr_m2) + lut[base_m2 + 307] * fr_m2;
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
            int c0_m2 = c00_m2 * (16 - fg_m2) + c01_m2 * fg_m2;
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
            int c1_m2 = c10_m2 * (16 - fg_m2) + c11_m2 * fg_m2;
            out_v1.z = (c0_m2 * (16 - fb_m2) + c1_m2 * fb_m2) >> 12;
        }
    }
    {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        int i_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
        if (ucond) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
            unsigned int p_m3 = rgb_v0.w;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
            int r_m3 = p_m3 & 255;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
            int g_m3 = (p_m3 >> 8) & 255;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
            int b_m3 = (p_m3 >> 16) & 255;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
            int ir_m3 = r_m3 >> 4;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
            int ig_m3 = g_m3 >> 4;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
            int ib_m3 = b_m3 >> 4;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
            int fr_m3 = r_m3 & 15;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
            int fg_m3 = g_m3 & 15;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
            int fb_m3 = b_m3 & 15;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
            int base_m3 = (ib_m3 * 17 + ig_m3) * 17 + ir_m3;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
            int c00_m3 = lut[base_m3] * (16 - fr_m3) + lut[base_m3 + 1] * fr_m3;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
            int c01_m3 = lut[base_m3 + 17] * (16 - fr_m3) + lut[base_m3 + 18] * fr_m3;
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
            int c10_m3 = lut[base_m3 + 289] * (16 - fr_m3) + lut[base_m3 + 290] * fr_m3;
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
            int c11_m3 = lut[base_m3 + 306] * (16 - fr_m3) + lut[base_m3 + 307] * fr_m3;
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
            int c0_m3 = c00_m3 * (16 - fg_m3) + c01_m3 * fg_m3;
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/lut3d_trilinear.cl"
            int c1_m3 = c10_m3 * (16 - fg_m3) + c11_m3 * fg_m3;
            out_v1.w = (c0_m3 * (16 - fb_m3) + c1_m3 * fb_m3) >> 12;
            *(int4*)(&out[i_m3] - 3) = out_v1;
        }
    }
}
