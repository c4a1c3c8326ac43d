extern "C" __global__ void bit_transpose8x8_cf8x(const uint2* in, uint2* out, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
    int i_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
    int i_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
    int i_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
    int i_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
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
}
