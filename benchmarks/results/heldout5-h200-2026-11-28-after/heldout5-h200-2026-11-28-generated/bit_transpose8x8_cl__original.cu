extern "C" __global__ void bit_transpose8x8(const uint2* in, uint2* out, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
    if (i < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
        uint2 w = in[i];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
        unsigned long long x = ((unsigned long long)w.y << 32) | w.x;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
        unsigned long long t;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
        t = (x ^ (x >> 7)) & 47851476196393130ull;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
        x = x ^ t ^ (t << 7);
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
        t = (x ^ (x >> 14)) & 225176545447116ull;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
        x = x ^ t ^ (t << 14);
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
        t = (x ^ (x >> 28)) & 4042322160ull;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
        x = x ^ t ^ (t << 28);
#line 18 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
        uint2 o;
#line 19 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
        o.x = (unsigned int)x;
#line 20 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
        o.y = (unsigned int)(x >> 32);
#line 21 "/work/main/.stage/main/benchmarks/heldout5/kernels/bit_transpose8x8.cl"
        out[i] = o;
    }
}
