__device__ unsigned int half_bits(unsigned int x) {
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cl"
    unsigned int sg = (x >> 16) & 32768u;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cl"
    unsigned int ax = x & 2147483647u;
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cl"
    if (ax >= 2139095040u)
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cl"
        return sg | 31744u | (ax > 2139095040u ? 512u : 0u);
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cl"
    if (ax >= 1199566848u)
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cl"
        return sg | 31744u;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cl"
    if (ax < 855638016u)
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cl"
        return sg;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cl"
    unsigned int h;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cl"
    unsigned int rem;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cl"
    unsigned int mid;
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cl"
    if (ax < 947912704u) {
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cl"
        unsigned int shift = 126u - (ax >> 23);
#line 18 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cl"
        unsigned int mant = (ax & 8388607u) | 8388608u;
#line 19 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cl"
        h = mant >> shift;
#line 20 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cl"
        rem = mant & ((1u << shift) - 1u);
#line 21 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cl"
        mid = 1u << (shift - 1u);
    } else {
#line 23 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cl"
        unsigned int r = ax - 939524096u;
#line 24 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cl"
        h = r >> 13;
#line 25 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cl"
        rem = r & 8191u;
#line 26 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cl"
        mid = 4096u;
    }
#line 28 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cl"
    if (rem > mid || (rem == mid && h & 1u))
#line 29 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cl"
        h++;
#line 30 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cl"
    return sg | h;
}

extern "C" __global__ void float_to_half2_bits_cf2x(const float2* in, unsigned int* out, int n) {
#line 35 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 35 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
#line 36 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cl"
    if (i_0 < n) {
#line 37 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cl"
        float2 v_0 = in[i_0];
#line 38 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cl"
        out[i_0] = half_bits(__float_as_uint(v_0.x)) | (half_bits(__float_as_uint(v_0.y)) << 16);
    }
#line 36 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cl"
    if (i_1 < n) {
#line 37 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cl"
        float2 v_1 = in[i_1];
#line 38 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cl"
        out[i_1] = half_bits(__float_as_uint(v_1.x)) | (half_bits(__float_as_uint(v_1.y)) << 16);
    }
}
