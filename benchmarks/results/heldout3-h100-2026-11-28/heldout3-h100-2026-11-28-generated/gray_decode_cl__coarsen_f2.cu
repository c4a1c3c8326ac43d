extern "C" __global__ void gray_decode_cf2x(const unsigned int* in, unsigned int* out, int n) {
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
    if (i_0 < n) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        unsigned int b_0 = in[i_0];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        b_0 ^= b_0 >> 1;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        b_0 ^= b_0 >> 2;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        b_0 ^= b_0 >> 4;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        b_0 ^= b_0 >> 8;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        b_0 ^= b_0 >> 16;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        out[i_0] = b_0;
    }
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
    if (i_1 < n) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        unsigned int b_1 = in[i_1];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        b_1 ^= b_1 >> 1;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        b_1 ^= b_1 >> 2;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        b_1 ^= b_1 >> 4;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        b_1 ^= b_1 >> 8;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        b_1 ^= b_1 >> 16;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        out[i_1] = b_1;
    }
}
