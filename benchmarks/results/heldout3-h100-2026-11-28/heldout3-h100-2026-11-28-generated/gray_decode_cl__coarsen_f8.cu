extern "C" __global__ void gray_decode_cf8x(const unsigned int* in, unsigned int* out, int n) {
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
    int i_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
    int i_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
    int i_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
    int i_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
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
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
    if (i_4 < n) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        unsigned int b_4 = in[i_4];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        b_4 ^= b_4 >> 1;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        b_4 ^= b_4 >> 2;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        b_4 ^= b_4 >> 4;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        b_4 ^= b_4 >> 8;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        b_4 ^= b_4 >> 16;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        out[i_4] = b_4;
    }
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
    if (i_5 < n) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        unsigned int b_5 = in[i_5];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        b_5 ^= b_5 >> 1;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        b_5 ^= b_5 >> 2;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        b_5 ^= b_5 >> 4;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        b_5 ^= b_5 >> 8;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        b_5 ^= b_5 >> 16;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        out[i_5] = b_5;
    }
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
    if (i_6 < n) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        unsigned int b_6 = in[i_6];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        b_6 ^= b_6 >> 1;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        b_6 ^= b_6 >> 2;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        b_6 ^= b_6 >> 4;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        b_6 ^= b_6 >> 8;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        b_6 ^= b_6 >> 16;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        out[i_6] = b_6;
    }
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
    if (i_7 < n) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        unsigned int b_7 = in[i_7];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        b_7 ^= b_7 >> 1;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        b_7 ^= b_7 >> 2;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        b_7 ^= b_7 >> 4;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        b_7 ^= b_7 >> 8;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        b_7 ^= b_7 >> 16;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        out[i_7] = b_7;
    }
}
