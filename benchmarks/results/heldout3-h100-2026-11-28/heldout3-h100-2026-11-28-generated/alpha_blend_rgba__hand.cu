__device__ unsigned int blend_over(unsigned int s, unsigned int d) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/alpha_blend_rgba_hand.cu"
    unsigned int a = s >> 24;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/alpha_blend_rgba_hand.cu"
    unsigned int na = 255u - a;
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/alpha_blend_rgba_hand.cu"
    unsigned int r = ((s & 255u) * a + (d & 255u) * na + 127u) / 255u;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/alpha_blend_rgba_hand.cu"
    unsigned int g = (((s >> 8) & 255u) * a + ((d >> 8) & 255u) * na + 127u) / 255u;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/alpha_blend_rgba_hand.cu"
    unsigned int b = (((s >> 16) & 255u) * a + ((d >> 16) & 255u) * na + 127u) / 255u;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/alpha_blend_rgba_hand.cu"
    unsigned int o = a + ((d >> 24) * na + 127u) / 255u;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/alpha_blend_rgba_hand.cu"
    return r | (g << 8) | (b << 16) | (o << 24);
}

extern "C" __global__ void alpha_blend_rgba_hand(const unsigned char* src, const unsigned char* dst, unsigned char* out, int n) {
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/alpha_blend_rgba_hand.cu"
    int t = blockIdx.x * blockDim.x + threadIdx.x;
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/alpha_blend_rgba_hand.cu"
    if (4 * t < n) {
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/alpha_blend_rgba_hand.cu"
        uint4 s = ((const uint4*)src)[t];
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/alpha_blend_rgba_hand.cu"
        uint4 d = ((const uint4*)dst)[t];
#line 21 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/alpha_blend_rgba_hand.cu"
        uint4 o;
#line 22 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/alpha_blend_rgba_hand.cu"
        o.x = blend_over(s.x, d.x);
#line 23 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/alpha_blend_rgba_hand.cu"
        o.y = blend_over(s.y, d.y);
#line 24 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/alpha_blend_rgba_hand.cu"
        o.z = blend_over(s.z, d.z);
#line 25 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/alpha_blend_rgba_hand.cu"
        o.w = blend_over(s.w, d.w);
#line 26 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/alpha_blend_rgba_hand.cu"
        ((uint4*)out)[t] = o;
    }
}
