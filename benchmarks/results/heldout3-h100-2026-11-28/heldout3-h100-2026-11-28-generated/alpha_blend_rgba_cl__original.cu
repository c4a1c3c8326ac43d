extern "C" __global__ void alpha_blend_rgba(const unsigned char* src, const unsigned char* dst, unsigned char* out, int n) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
    if (i < n) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
        int a = src[4 * i + 3];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
        int na = 255 - a;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
        out[4 * i + 0] = (unsigned char)((src[4 * i + 0] * a + dst[4 * i + 0] * na + 127) / 255);
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
        out[4 * i + 1] = (unsigned char)((src[4 * i + 1] * a + dst[4 * i + 1] * na + 127) / 255);
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
        out[4 * i + 2] = (unsigned char)((src[4 * i + 2] * a + dst[4 * i + 2] * na + 127) / 255);
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cl"
        out[4 * i + 3] = (unsigned char)(a + (dst[4 * i + 3] * na + 127) / 255);
    }
}
