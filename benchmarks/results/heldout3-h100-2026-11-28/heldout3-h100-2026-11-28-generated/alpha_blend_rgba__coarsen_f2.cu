extern "C" __global__ void alpha_blend_rgba_cf2x(const unsigned char* src, const unsigned char* dst, unsigned char* out, int n) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cu"
    if (i_0 < n) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cu"
        int a_0 = src[4 * i_0 + 3];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cu"
        int na_0 = 255 - a_0;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cu"
        out[4 * i_0 + 0] = (unsigned char)((src[4 * i_0 + 0] * a_0 + dst[4 * i_0 + 0] * na_0 + 127) / 255);
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cu"
        out[4 * i_0 + 1] = (unsigned char)((src[4 * i_0 + 1] * a_0 + dst[4 * i_0 + 1] * na_0 + 127) / 255);
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cu"
        out[4 * i_0 + 2] = (unsigned char)((src[4 * i_0 + 2] * a_0 + dst[4 * i_0 + 2] * na_0 + 127) / 255);
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cu"
        out[4 * i_0 + 3] = (unsigned char)(a_0 + (dst[4 * i_0 + 3] * na_0 + 127) / 255);
    }
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cu"
    if (i_1 < n) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cu"
        int a_1 = src[4 * i_1 + 3];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cu"
        int na_1 = 255 - a_1;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cu"
        out[4 * i_1 + 0] = (unsigned char)((src[4 * i_1 + 0] * a_1 + dst[4 * i_1 + 0] * na_1 + 127) / 255);
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cu"
        out[4 * i_1 + 1] = (unsigned char)((src[4 * i_1 + 1] * a_1 + dst[4 * i_1 + 1] * na_1 + 127) / 255);
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cu"
        out[4 * i_1 + 2] = (unsigned char)((src[4 * i_1 + 2] * a_1 + dst[4 * i_1 + 2] * na_1 + 127) / 255);
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cu"
        out[4 * i_1 + 3] = (unsigned char)(a_1 + (dst[4 * i_1 + 3] * na_1 + 127) / 255);
    }
}
