extern "C" __global__ void alpha_blend_rgba_opt(const unsigned char* src, const unsigned char* dst, unsigned char* out, int n) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cu"
    if (i < n) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cu"
        uchar4 src_v = *(const uchar4*)&src[4 * i];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cu"
        int a = src_v.w;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cu"
        int na = 255 - a;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cu"
        uchar4 out_v = make_uchar4((unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0);
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cu"
        uchar4 dst_v = *(const uchar4*)&dst[4 * i + 0];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cu"
        out_v.x = (unsigned char)((src_v.x * a + dst_v.x * na + 127) / 255);
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cu"
        out_v.y = (unsigned char)((src_v.y * a + dst_v.y * na + 127) / 255);
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cu"
        out_v.z = (unsigned char)((src_v.z * a + dst_v.z * na + 127) / 255);
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cu"
        out_v.w = (unsigned char)(a + (dst_v.w * na + 127) / 255);
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/alpha_blend_rgba.cu"
        *(uchar4*)&out[4 * i] = out_v;
    }
}
