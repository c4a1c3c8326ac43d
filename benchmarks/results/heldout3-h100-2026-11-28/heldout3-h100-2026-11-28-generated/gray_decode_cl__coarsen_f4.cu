extern "C" __global__ void gray_decode_cf4x(const unsigned int* in, unsigned int* out, int n) {
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
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
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
    if (i_2 < n) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        unsigned int b_2 = in[i_2];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        b_2 ^= b_2 >> 1;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        b_2 ^= b_2 >> 2;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        b_2 ^= b_2 >> 4;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        b_2 ^= b_2 >> 8;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        b_2 ^= b_2 >> 16;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        out[i_2] = b_2;
    }
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
    if (i_3 < n) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        unsigned int b_3 = in[i_3];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        b_3 ^= b_3 >> 1;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        b_3 ^= b_3 >> 2;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        b_3 ^= b_3 >> 4;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        b_3 ^= b_3 >> 8;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        b_3 ^= b_3 >> 16;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        out[i_3] = b_3;
    }
}
