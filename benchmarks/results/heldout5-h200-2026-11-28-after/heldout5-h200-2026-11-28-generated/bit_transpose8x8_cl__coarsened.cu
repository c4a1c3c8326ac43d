extern "C" __global__ void bit_transpose8x8_cf16x_st32(const uint2* in, uint2* out, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
    int i_0;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
        i_0 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
    int i_1;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 32ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
        i_1 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 32ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
    int i_2;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 64ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
        i_2 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 64ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
    int i_3;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 96ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
        i_3 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 96ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
    int i_4;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 128ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
        i_4 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 128ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
    int i_5;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 160ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
        i_5 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 160ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
    int i_6;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 192ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
        i_6 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 192ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
    int i_7;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 224ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
        i_7 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 224ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
    int i_8;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 256ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
        i_8 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 256ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
    int i_9;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 288ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
        i_9 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 288ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
    int i_10;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 320ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
        i_10 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 320ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
    int i_11;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 352ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
        i_11 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 352ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
    int i_12;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 384ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
        i_12 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 384ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
    int i_13;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 416ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
        i_13 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 416ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
    int i_14;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 448ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
        i_14 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 448ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
    int i_15;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 480ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
        i_15 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 480ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
        if (i_0 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            uint2 w_0 = in[i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            unsigned long long x_0 = ((unsigned long long)w_0.y << 32) | w_0.x;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            unsigned long long t_0;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            t_0 = (x_0 ^ (x_0 >> 7)) & 47851476196393130ull;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            x_0 = x_0 ^ t_0 ^ (t_0 << 7);
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            t_0 = (x_0 ^ (x_0 >> 14)) & 225176545447116ull;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            x_0 = x_0 ^ t_0 ^ (t_0 << 14);
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            t_0 = (x_0 ^ (x_0 >> 28)) & 4042322160ull;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            x_0 = x_0 ^ t_0 ^ (t_0 << 28);
#line 18 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            uint2 o_0;
#line 19 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            o_0.x = (unsigned int)x_0;
#line 20 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            o_0.y = (unsigned int)(x_0 >> 32);
#line 21 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            out[i_0] = o_0;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 32ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
        if (i_1 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            uint2 w_1 = in[i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            unsigned long long x_1 = ((unsigned long long)w_1.y << 32) | w_1.x;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            unsigned long long t_1;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            t_1 = (x_1 ^ (x_1 >> 7)) & 47851476196393130ull;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            x_1 = x_1 ^ t_1 ^ (t_1 << 7);
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            t_1 = (x_1 ^ (x_1 >> 14)) & 225176545447116ull;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            x_1 = x_1 ^ t_1 ^ (t_1 << 14);
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            t_1 = (x_1 ^ (x_1 >> 28)) & 4042322160ull;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            x_1 = x_1 ^ t_1 ^ (t_1 << 28);
#line 18 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            uint2 o_1;
#line 19 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            o_1.x = (unsigned int)x_1;
#line 20 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            o_1.y = (unsigned int)(x_1 >> 32);
#line 21 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            out[i_1] = o_1;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 64ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
        if (i_2 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            uint2 w_2 = in[i_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            unsigned long long x_2 = ((unsigned long long)w_2.y << 32) | w_2.x;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            unsigned long long t_2;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            t_2 = (x_2 ^ (x_2 >> 7)) & 47851476196393130ull;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            x_2 = x_2 ^ t_2 ^ (t_2 << 7);
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            t_2 = (x_2 ^ (x_2 >> 14)) & 225176545447116ull;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            x_2 = x_2 ^ t_2 ^ (t_2 << 14);
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            t_2 = (x_2 ^ (x_2 >> 28)) & 4042322160ull;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            x_2 = x_2 ^ t_2 ^ (t_2 << 28);
#line 18 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            uint2 o_2;
#line 19 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            o_2.x = (unsigned int)x_2;
#line 20 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            o_2.y = (unsigned int)(x_2 >> 32);
#line 21 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            out[i_2] = o_2;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 96ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
        if (i_3 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            uint2 w_3 = in[i_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            unsigned long long x_3 = ((unsigned long long)w_3.y << 32) | w_3.x;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            unsigned long long t_3;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            t_3 = (x_3 ^ (x_3 >> 7)) & 47851476196393130ull;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            x_3 = x_3 ^ t_3 ^ (t_3 << 7);
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            t_3 = (x_3 ^ (x_3 >> 14)) & 225176545447116ull;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            x_3 = x_3 ^ t_3 ^ (t_3 << 14);
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            t_3 = (x_3 ^ (x_3 >> 28)) & 4042322160ull;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            x_3 = x_3 ^ t_3 ^ (t_3 << 28);
#line 18 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            uint2 o_3;
#line 19 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            o_3.x = (unsigned int)x_3;
#line 20 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            o_3.y = (unsigned int)(x_3 >> 32);
#line 21 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            out[i_3] = o_3;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 128ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
        if (i_4 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            uint2 w_4 = in[i_4];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            unsigned long long x_4 = ((unsigned long long)w_4.y << 32) | w_4.x;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            unsigned long long t_4;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            t_4 = (x_4 ^ (x_4 >> 7)) & 47851476196393130ull;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            x_4 = x_4 ^ t_4 ^ (t_4 << 7);
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            t_4 = (x_4 ^ (x_4 >> 14)) & 225176545447116ull;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            x_4 = x_4 ^ t_4 ^ (t_4 << 14);
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            t_4 = (x_4 ^ (x_4 >> 28)) & 4042322160ull;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            x_4 = x_4 ^ t_4 ^ (t_4 << 28);
#line 18 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            uint2 o_4;
#line 19 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            o_4.x = (unsigned int)x_4;
#line 20 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            o_4.y = (unsigned int)(x_4 >> 32);
#line 21 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            out[i_4] = o_4;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 160ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
        if (i_5 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            uint2 w_5 = in[i_5];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            unsigned long long x_5 = ((unsigned long long)w_5.y << 32) | w_5.x;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            unsigned long long t_5;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            t_5 = (x_5 ^ (x_5 >> 7)) & 47851476196393130ull;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            x_5 = x_5 ^ t_5 ^ (t_5 << 7);
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            t_5 = (x_5 ^ (x_5 >> 14)) & 225176545447116ull;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            x_5 = x_5 ^ t_5 ^ (t_5 << 14);
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            t_5 = (x_5 ^ (x_5 >> 28)) & 4042322160ull;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            x_5 = x_5 ^ t_5 ^ (t_5 << 28);
#line 18 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            uint2 o_5;
#line 19 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            o_5.x = (unsigned int)x_5;
#line 20 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            o_5.y = (unsigned int)(x_5 >> 32);
#line 21 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            out[i_5] = o_5;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 192ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
        if (i_6 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            uint2 w_6 = in[i_6];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            unsigned long long x_6 = ((unsigned long long)w_6.y << 32) | w_6.x;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            unsigned long long t_6;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            t_6 = (x_6 ^ (x_6 >> 7)) & 47851476196393130ull;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            x_6 = x_6 ^ t_6 ^ (t_6 << 7);
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            t_6 = (x_6 ^ (x_6 >> 14)) & 225176545447116ull;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            x_6 = x_6 ^ t_6 ^ (t_6 << 14);
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            t_6 = (x_6 ^ (x_6 >> 28)) & 4042322160ull;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            x_6 = x_6 ^ t_6 ^ (t_6 << 28);
#line 18 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            uint2 o_6;
#line 19 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            o_6.x = (unsigned int)x_6;
#line 20 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            o_6.y = (unsigned int)(x_6 >> 32);
#line 21 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            out[i_6] = o_6;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 224ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
        if (i_7 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            uint2 w_7 = in[i_7];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            unsigned long long x_7 = ((unsigned long long)w_7.y << 32) | w_7.x;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            unsigned long long t_7;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            t_7 = (x_7 ^ (x_7 >> 7)) & 47851476196393130ull;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            x_7 = x_7 ^ t_7 ^ (t_7 << 7);
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            t_7 = (x_7 ^ (x_7 >> 14)) & 225176545447116ull;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            x_7 = x_7 ^ t_7 ^ (t_7 << 14);
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            t_7 = (x_7 ^ (x_7 >> 28)) & 4042322160ull;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            x_7 = x_7 ^ t_7 ^ (t_7 << 28);
#line 18 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            uint2 o_7;
#line 19 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            o_7.x = (unsigned int)x_7;
#line 20 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            o_7.y = (unsigned int)(x_7 >> 32);
#line 21 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            out[i_7] = o_7;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 256ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
        if (i_8 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            uint2 w_8 = in[i_8];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            unsigned long long x_8 = ((unsigned long long)w_8.y << 32) | w_8.x;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            unsigned long long t_8;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            t_8 = (x_8 ^ (x_8 >> 7)) & 47851476196393130ull;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            x_8 = x_8 ^ t_8 ^ (t_8 << 7);
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            t_8 = (x_8 ^ (x_8 >> 14)) & 225176545447116ull;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            x_8 = x_8 ^ t_8 ^ (t_8 << 14);
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            t_8 = (x_8 ^ (x_8 >> 28)) & 4042322160ull;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            x_8 = x_8 ^ t_8 ^ (t_8 << 28);
#line 18 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            uint2 o_8;
#line 19 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            o_8.x = (unsigned int)x_8;
#line 20 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            o_8.y = (unsigned int)(x_8 >> 32);
#line 21 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            out[i_8] = o_8;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 288ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
        if (i_9 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            uint2 w_9 = in[i_9];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            unsigned long long x_9 = ((unsigned long long)w_9.y << 32) | w_9.x;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            unsigned long long t_9;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            t_9 = (x_9 ^ (x_9 >> 7)) & 47851476196393130ull;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            x_9 = x_9 ^ t_9 ^ (t_9 << 7);
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            t_9 = (x_9 ^ (x_9 >> 14)) & 225176545447116ull;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            x_9 = x_9 ^ t_9 ^ (t_9 << 14);
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            t_9 = (x_9 ^ (x_9 >> 28)) & 4042322160ull;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            x_9 = x_9 ^ t_9 ^ (t_9 << 28);
#line 18 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            uint2 o_9;
#line 19 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            o_9.x = (unsigned int)x_9;
#line 20 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            o_9.y = (unsigned int)(x_9 >> 32);
#line 21 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            out[i_9] = o_9;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 320ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
        if (i_10 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            uint2 w_10 = in[i_10];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            unsigned long long x_10 = ((unsigned long long)w_10.y << 32) | w_10.x;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            unsigned long long t_10;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            t_10 = (x_10 ^ (x_10 >> 7)) & 47851476196393130ull;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            x_10 = x_10 ^ t_10 ^ (t_10 << 7);
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            t_10 = (x_10 ^ (x_10 >> 14)) & 225176545447116ull;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            x_10 = x_10 ^ t_10 ^ (t_10 << 14);
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            t_10 = (x_10 ^ (x_10 >> 28)) & 4042322160ull;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            x_10 = x_10 ^ t_10 ^ (t_10 << 28);
#line 18 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            uint2 o_10;
#line 19 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            o_10.x = (unsigned int)x_10;
#line 20 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            o_10.y = (unsigned int)(x_10 >> 32);
#line 21 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            out[i_10] = o_10;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 352ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
        if (i_11 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            uint2 w_11 = in[i_11];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            unsigned long long x_11 = ((unsigned long long)w_11.y << 32) | w_11.x;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            unsigned long long t_11;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            t_11 = (x_11 ^ (x_11 >> 7)) & 47851476196393130ull;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            x_11 = x_11 ^ t_11 ^ (t_11 << 7);
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            t_11 = (x_11 ^ (x_11 >> 14)) & 225176545447116ull;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            x_11 = x_11 ^ t_11 ^ (t_11 << 14);
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            t_11 = (x_11 ^ (x_11 >> 28)) & 4042322160ull;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            x_11 = x_11 ^ t_11 ^ (t_11 << 28);
#line 18 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            uint2 o_11;
#line 19 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            o_11.x = (unsigned int)x_11;
#line 20 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            o_11.y = (unsigned int)(x_11 >> 32);
#line 21 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            out[i_11] = o_11;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 384ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
        if (i_12 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            uint2 w_12 = in[i_12];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            unsigned long long x_12 = ((unsigned long long)w_12.y << 32) | w_12.x;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            unsigned long long t_12;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            t_12 = (x_12 ^ (x_12 >> 7)) & 47851476196393130ull;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            x_12 = x_12 ^ t_12 ^ (t_12 << 7);
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            t_12 = (x_12 ^ (x_12 >> 14)) & 225176545447116ull;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            x_12 = x_12 ^ t_12 ^ (t_12 << 14);
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            t_12 = (x_12 ^ (x_12 >> 28)) & 4042322160ull;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            x_12 = x_12 ^ t_12 ^ (t_12 << 28);
#line 18 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            uint2 o_12;
#line 19 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            o_12.x = (unsigned int)x_12;
#line 20 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            o_12.y = (unsigned int)(x_12 >> 32);
#line 21 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            out[i_12] = o_12;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 416ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
        if (i_13 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            uint2 w_13 = in[i_13];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            unsigned long long x_13 = ((unsigned long long)w_13.y << 32) | w_13.x;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            unsigned long long t_13;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            t_13 = (x_13 ^ (x_13 >> 7)) & 47851476196393130ull;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            x_13 = x_13 ^ t_13 ^ (t_13 << 7);
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            t_13 = (x_13 ^ (x_13 >> 14)) & 225176545447116ull;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            x_13 = x_13 ^ t_13 ^ (t_13 << 14);
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            t_13 = (x_13 ^ (x_13 >> 28)) & 4042322160ull;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            x_13 = x_13 ^ t_13 ^ (t_13 << 28);
#line 18 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            uint2 o_13;
#line 19 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            o_13.x = (unsigned int)x_13;
#line 20 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            o_13.y = (unsigned int)(x_13 >> 32);
#line 21 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            out[i_13] = o_13;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 448ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
        if (i_14 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            uint2 w_14 = in[i_14];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            unsigned long long x_14 = ((unsigned long long)w_14.y << 32) | w_14.x;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            unsigned long long t_14;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            t_14 = (x_14 ^ (x_14 >> 7)) & 47851476196393130ull;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            x_14 = x_14 ^ t_14 ^ (t_14 << 7);
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            t_14 = (x_14 ^ (x_14 >> 14)) & 225176545447116ull;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            x_14 = x_14 ^ t_14 ^ (t_14 << 14);
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            t_14 = (x_14 ^ (x_14 >> 28)) & 4042322160ull;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            x_14 = x_14 ^ t_14 ^ (t_14 << 28);
#line 18 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            uint2 o_14;
#line 19 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            o_14.x = (unsigned int)x_14;
#line 20 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            o_14.y = (unsigned int)(x_14 >> 32);
#line 21 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            out[i_14] = o_14;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 480ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
        if (i_15 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            uint2 w_15 = in[i_15];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            unsigned long long x_15 = ((unsigned long long)w_15.y << 32) | w_15.x;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            unsigned long long t_15;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            t_15 = (x_15 ^ (x_15 >> 7)) & 47851476196393130ull;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            x_15 = x_15 ^ t_15 ^ (t_15 << 7);
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            t_15 = (x_15 ^ (x_15 >> 14)) & 225176545447116ull;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            x_15 = x_15 ^ t_15 ^ (t_15 << 14);
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            t_15 = (x_15 ^ (x_15 >> 28)) & 4042322160ull;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            x_15 = x_15 ^ t_15 ^ (t_15 << 28);
#line 18 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            uint2 o_15;
#line 19 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            o_15.x = (unsigned int)x_15;
#line 20 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            o_15.y = (unsigned int)(x_15 >> 32);
#line 21 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
            out[i_15] = o_15;
        }
}
