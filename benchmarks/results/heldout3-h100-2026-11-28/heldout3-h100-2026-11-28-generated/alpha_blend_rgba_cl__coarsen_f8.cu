extern "C" __global__ void alpha_blend_rgba_cf8x(const unsigned char* src, const unsigned char* dst, unsigned char* out, int n) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
    int i_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
    int i_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
    int i_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
    int i_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
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
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
    if (i_4 < n) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
        int a_4 = src[4 * i_4 + 3];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
        int na_4 = 255 - a_4;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
        out[4 * i_4 + 0] = (unsigned char)((src[4 * i_4 + 0] * a_4 + dst[4 * i_4 + 0] * na_4 + 127) / 255);
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
        out[4 * i_4 + 1] = (unsigned char)((src[4 * i_4 + 1] * a_4 + dst[4 * i_4 + 1] * na_4 + 127) / 255);
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
        out[4 * i_4 + 2] = (unsigned char)((src[4 * i_4 + 2] * a_4 + dst[4 * i_4 + 2] * na_4 + 127) / 255);
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
        out[4 * i_4 + 3] = (unsigned char)(a_4 + (dst[4 * i_4 + 3] * na_4 + 127) / 255);
    }
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
    if (i_5 < n) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
        int a_5 = src[4 * i_5 + 3];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
        int na_5 = 255 - a_5;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
        out[4 * i_5 + 0] = (unsigned char)((src[4 * i_5 + 0] * a_5 + dst[4 * i_5 + 0] * na_5 + 127) / 255);
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
        out[4 * i_5 + 1] = (unsigned char)((src[4 * i_5 + 1] * a_5 + dst[4 * i_5 + 1] * na_5 + 127) / 255);
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
        out[4 * i_5 + 2] = (unsigned char)((src[4 * i_5 + 2] * a_5 + dst[4 * i_5 + 2] * na_5 + 127) / 255);
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
        out[4 * i_5 + 3] = (unsigned char)(a_5 + (dst[4 * i_5 + 3] * na_5 + 127) / 255);
    }
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
    if (i_6 < n) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
        int a_6 = src[4 * i_6 + 3];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
        int na_6 = 255 - a_6;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
        out[4 * i_6 + 0] = (unsigned char)((src[4 * i_6 + 0] * a_6 + dst[4 * i_6 + 0] * na_6 + 127) / 255);
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
        out[4 * i_6 + 1] = (unsigned char)((src[4 * i_6 + 1] * a_6 + dst[4 * i_6 + 1] * na_6 + 127) / 255);
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
        out[4 * i_6 + 2] = (unsigned char)((src[4 * i_6 + 2] * a_6 + dst[4 * i_6 + 2] * na_6 + 127) / 255);
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
        out[4 * i_6 + 3] = (unsigned char)(a_6 + (dst[4 * i_6 + 3] * na_6 + 127) / 255);
    }
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
    if (i_7 < n) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
        int a_7 = src[4 * i_7 + 3];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
        int na_7 = 255 - a_7;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
        out[4 * i_7 + 0] = (unsigned char)((src[4 * i_7 + 0] * a_7 + dst[4 * i_7 + 0] * na_7 + 127) / 255);
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
        out[4 * i_7 + 1] = (unsigned char)((src[4 * i_7 + 1] * a_7 + dst[4 * i_7 + 1] * na_7 + 127) / 255);
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
        out[4 * i_7 + 2] = (unsigned char)((src[4 * i_7 + 2] * a_7 + dst[4 * i_7 + 2] * na_7 + 127) / 255);
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
        out[4 * i_7 + 3] = (unsigned char)(a_7 + (dst[4 * i_7 + 3] * na_7 + 127) / 255);
    }
}
