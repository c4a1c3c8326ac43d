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

extern "C" __global__ void float_to_half2_bits_cf8x(const float2* in, unsigned int* out, int n) {
#line 35 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 35 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 35 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 35 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 35 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 35 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 35 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 35 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 36 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cu"
    if (i_0 < n) {
#line 37 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cu"
        float2 v_0 = in[i_0];
#line 38 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cu"
        out[i_0] = half_bits(__float_as_uint(v_0.x)) | (half_bits(__float_as_uint(v_0.y)) << 16);
    }
#line 36 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cu"
    if (i_1 < n) {
#line 37 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cu"
        float2 v_1 = in[i_1];
#line 38 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cu"
        out[i_1] = half_bits(__float_as_uint(v_1.x)) | (half_bits(__float_as_uint(v_1.y)) << 16);
    }
#line 36 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cu"
    if (i_2 < n) {
#line 37 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cu"
        float2 v_2 = in[i_2];
#line 38 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cu"
        out[i_2] = half_bits(__float_as_uint(v_2.x)) | (half_bits(__float_as_uint(v_2.y)) << 16);
    }
#line 36 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cu"
    if (i_3 < n) {
#line 37 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cu"
        float2 v_3 = in[i_3];
#line 38 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cu"
        out[i_3] = half_bits(__float_as_uint(v_3.x)) | (half_bits(__float_as_uint(v_3.y)) << 16);
    }
#line 36 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cu"
    if (i_4 < n) {
#line 37 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cu"
        float2 v_4 = in[i_4];
#line 38 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cu"
        out[i_4] = half_bits(__float_as_uint(v_4.x)) | (half_bits(__float_as_uint(v_4.y)) << 16);
    }
#line 36 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cu"
    if (i_5 < n) {
#line 37 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cu"
        float2 v_5 = in[i_5];
#line 38 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cu"
        out[i_5] = half_bits(__float_as_uint(v_5.x)) | (half_bits(__float_as_uint(v_5.y)) << 16);
    }
#line 36 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cu"
    if (i_6 < n) {
#line 37 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cu"
        float2 v_6 = in[i_6];
#line 38 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cu"
        out[i_6] = half_bits(__float_as_uint(v_6.x)) | (half_bits(__float_as_uint(v_6.y)) << 16);
    }
#line 36 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cu"
    if (i_7 < n) {
#line 37 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cu"
        float2 v_7 = in[i_7];
#line 38 "/work/main/.stage/main/benchmarks/heldout5/kernels/float_to_half2_bits.cu"
        out[i_7] = half_bits(__float_as_uint(v_7.x)) | (half_bits(__float_as_uint(v_7.y)) << 16);
    }
}
