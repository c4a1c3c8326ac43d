extern "C" __global__ void alpha_blend_rgba_cf4x(const unsigned char* src, const unsigned char* dst, unsigned char* out, int n) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
    if (i_0 < n) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
        int a_0 = src[4 * i_0 + 3];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
        int na_0 = 255 - a_0;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
        out[4 * i_0 + 0] = (unsigned char)((src[4 * i_0 + 0] * a_0 + dst[4 * i_0 + 0] * na_0 + 127) / 255);
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
        out[4 * i_0 + 1] = (unsigned char)((src[4 * i_0 + 1] * a_0 + dst[4 * i_0 + 1] * na_0 + 127) / 255);
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
        out[4 * i_0 + 2] = (unsigned char)((src[4 * i_0 + 2] * a_0 + dst[4 * i_0 + 2] * na_0 + 127) / 255);
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
        out[4 * i_0 + 3] = (unsigned char)(a_0 + (dst[4 * i_0 + 3] * na_0 + 127) / 255);
    }
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
    if (i_1 < n) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
        int a_1 = src[4 * i_1 + 3];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
        int na_1 = 255 - a_1;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
        out[4 * i_1 + 0] = (unsigned char)((src[4 * i_1 + 0] * a_1 + dst[4 * i_1 + 0] * na_1 + 127) / 255);
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
        out[4 * i_1 + 1] = (unsigned char)((src[4 * i_1 + 1] * a_1 + dst[4 * i_1 + 1] * na_1 + 127) / 255);
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
        out[4 * i_1 + 2] = (unsigned char)((src[4 * i_1 + 2] * a_1 + dst[4 * i_1 + 2] * na_1 + 127) / 255);
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
        out[4 * i_1 + 3] = (unsigned char)(a_1 + (dst[4 * i_1 + 3] * na_1 + 127) / 255);
    }
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
    if (i_2 < n) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
        int a_2 = src[4 * i_2 + 3];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
        int na_2 = 255 - a_2;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
        out[4 * i_2 + 0] = (unsigned char)((src[4 * i_2 + 0] * a_2 + dst[4 * i_2 + 0] * na_2 + 127) / 255);
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
        out[4 * i_2 + 1] = (unsigned char)((src[4 * i_2 + 1] * a_2 + dst[4 * i_2 + 1] * na_2 + 127) / 255);
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
        out[4 * i_2 + 2] = (unsigned char)((src[4 * i_2 + 2] * a_2 + dst[4 * i_2 + 2] * na_2 + 127) / 255);
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
        out[4 * i_2 + 3] = (unsigned char)(a_2 + (dst[4 * i_2 + 3] * na_2 + 127) / 255);
    }
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
    if (i_3 < n) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
        int a_3 = src[4 * i_3 + 3];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
        int na_3 = 255 - a_3;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
        out[4 * i_3 + 0] = (unsigned char)((src[4 * i_3 + 0] * a_3 + dst[4 * i_3 + 0] * na_3 + 127) / 255);
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
        out[4 * i_3 + 1] = (unsigned char)((src[4 * i_3 + 1] * a_3 + dst[4 * i_3 + 1] * na_3 + 127) / 255);
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
        out[4 * i_3 + 2] = (unsigned char)((src[4 * i_3 + 2] * a_3 + dst[4 * i_3 + 2] * na_3 + 127) / 255);
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
        out[4 * i_3 + 3] = (unsigned char)(a_3 + (dst[4 * i_3 + 3] * na_3 + 127) / 255);
    }
}
