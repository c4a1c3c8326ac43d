extern "C" __global__ void gray_decode(const unsigned int* in, unsigned int* out, int n) {
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
    if (i < n) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        unsigned int b = in[i];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        b ^= b >> 1;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        b ^= b >> 2;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        b ^= b >> 4;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        b ^= b >> 8;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        b ^= b >> 16;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cl"
        out[i] = b;
    }
}
