__device__ unsigned int half_bits(unsigned int x) {
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cu"
    unsigned int sg = (x >> 16) & 32768u;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cu"
    unsigned int ax = x & 2147483647u;
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cu"
    if (ax >= 2139095040u)
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cu"
        return sg | 31744u | (ax > 2139095040u ? 512u : 0u);
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cu"
    if (ax >= 1199566848u)
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cu"
        return sg | 31744u;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cu"
    if (ax < 855638016u)
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cu"
        return sg;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cu"
    unsigned int h;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cu"
    unsigned int rem;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cu"
    unsigned int mid;
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cu"
    if (ax < 947912704u) {
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cu"
        unsigned int shift = 126u - (ax >> 23);
#line 18 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cu"
        unsigned int mant = (ax & 8388607u) | 8388608u;
#line 19 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cu"
        h = mant >> shift;
#line 20 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cu"
        rem = mant & ((1u << shift) - 1u);
#line 21 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cu"
        mid = 1u << (shift - 1u);
    } else {
#line 23 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cu"
        unsigned int r = ax - 939524096u;
#line 24 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cu"
        h = r >> 13;
#line 25 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cu"
        rem = r & 8191u;
#line 26 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cu"
        mid = 4096u;
    }
#line 28 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cu"
    if (rem > mid || (rem == mid && h & 1u))
#line 29 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cu"
        h++;
#line 30 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cu"
    return sg | h;
}

extern "C" __global__ void float_to_half2_bits(const float2* in, unsigned int* out, int n) {
#line 35 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 36 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cu"
    if (i < n) {
#line 37 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cu"
        float2 v = in[i];
#line 38 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cu"
        out[i] = half_bits(__float_as_uint(v.x)) | (half_bits(__float_as_uint(v.y)) << 16);
    }
}
