extern "C" __global__ void gray_decode_cf16x_st32(const unsigned int* in, unsigned int* out, int n) {
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
    int i_0;
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull < 256ull)
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        i_0 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull);
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
    int i_1;
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 32ull < 256ull)
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        i_1 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 32ull);
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
    int i_2;
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 64ull < 256ull)
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        i_2 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 64ull);
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
    int i_3;
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 96ull < 256ull)
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        i_3 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 96ull);
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
    int i_4;
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 128ull < 256ull)
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        i_4 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 128ull);
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
    int i_5;
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 160ull < 256ull)
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        i_5 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 160ull);
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
    int i_6;
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 192ull < 256ull)
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        i_6 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 192ull);
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
    int i_7;
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 224ull < 256ull)
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        i_7 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 224ull);
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
    int i_8;
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 256ull < 256ull)
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        i_8 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 256ull);
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
    int i_9;
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 288ull < 256ull)
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        i_9 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 288ull);
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
    int i_10;
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 320ull < 256ull)
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        i_10 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 320ull);
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
    int i_11;
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 352ull < 256ull)
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        i_11 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 352ull);
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
    int i_12;
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 384ull < 256ull)
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        i_12 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 384ull);
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
    int i_13;
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 416ull < 256ull)
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        i_13 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 416ull);
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
    int i_14;
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 448ull < 256ull)
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        i_14 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 448ull);
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
    int i_15;
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 480ull < 256ull)
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        i_15 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 480ull);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull < 256ull)
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
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 32ull < 256ull)
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
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 64ull < 256ull)
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
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 96ull < 256ull)
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
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 128ull < 256ull)
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
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 160ull < 256ull)
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
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 192ull < 256ull)
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
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 224ull < 256ull)
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
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 256ull < 256ull)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        if (i_8 < n) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
            unsigned int b_8 = in[i_8];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
            b_8 ^= b_8 >> 1;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
            b_8 ^= b_8 >> 2;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
            b_8 ^= b_8 >> 4;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
            b_8 ^= b_8 >> 8;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
            b_8 ^= b_8 >> 16;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
            out[i_8] = b_8;
        }
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 288ull < 256ull)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        if (i_9 < n) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
            unsigned int b_9 = in[i_9];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
            b_9 ^= b_9 >> 1;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
            b_9 ^= b_9 >> 2;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
            b_9 ^= b_9 >> 4;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
            b_9 ^= b_9 >> 8;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
            b_9 ^= b_9 >> 16;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
            out[i_9] = b_9;
        }
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 320ull < 256ull)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        if (i_10 < n) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
            unsigned int b_10 = in[i_10];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
            b_10 ^= b_10 >> 1;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
            b_10 ^= b_10 >> 2;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
            b_10 ^= b_10 >> 4;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
            b_10 ^= b_10 >> 8;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
            b_10 ^= b_10 >> 16;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
            out[i_10] = b_10;
        }
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 352ull < 256ull)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        if (i_11 < n) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
            unsigned int b_11 = in[i_11];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
            b_11 ^= b_11 >> 1;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
            b_11 ^= b_11 >> 2;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
            b_11 ^= b_11 >> 4;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
            b_11 ^= b_11 >> 8;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
            b_11 ^= b_11 >> 16;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
            out[i_11] = b_11;
        }
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 384ull < 256ull)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        if (i_12 < n) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
            unsigned int b_12 = in[i_12];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
            b_12 ^= b_12 >> 1;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
            b_12 ^= b_12 >> 2;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
            b_12 ^= b_12 >> 4;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
            b_12 ^= b_12 >> 8;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
            b_12 ^= b_12 >> 16;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
            out[i_12] = b_12;
        }
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 416ull < 256ull)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        if (i_13 < n) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
            unsigned int b_13 = in[i_13];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
            b_13 ^= b_13 >> 1;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
            b_13 ^= b_13 >> 2;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
            b_13 ^= b_13 >> 4;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
            b_13 ^= b_13 >> 8;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
            b_13 ^= b_13 >> 16;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
            out[i_13] = b_13;
        }
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 448ull < 256ull)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        if (i_14 < n) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
            unsigned int b_14 = in[i_14];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
            b_14 ^= b_14 >> 1;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
            b_14 ^= b_14 >> 2;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
            b_14 ^= b_14 >> 4;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
            b_14 ^= b_14 >> 8;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
            b_14 ^= b_14 >> 16;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
            out[i_14] = b_14;
        }
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 480ull < 256ull)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        if (i_15 < n) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
            unsigned int b_15 = in[i_15];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
            b_15 ^= b_15 >> 1;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
            b_15 ^= b_15 >> 2;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
            b_15 ^= b_15 >> 4;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
            b_15 ^= b_15 >> 8;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
            b_15 ^= b_15 >> 16;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
            out[i_15] = b_15;
        }
}
