extern "C" __global__ void bit_transpose8x8_cf2x(const uint2* in, uint2* out, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
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
}
