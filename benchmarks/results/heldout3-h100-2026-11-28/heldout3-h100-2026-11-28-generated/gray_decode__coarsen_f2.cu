extern "C" __global__ void gray_decode_cf2x(const unsigned int* in, unsigned int* out, int n) {
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cu"
    if (i_0 < n) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cu"
        unsigned int b_0 = in[i_0];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cu"
        b_0 ^= b_0 >> 1;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cu"
        b_0 ^= b_0 >> 2;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cu"
        b_0 ^= b_0 >> 4;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cu"
        b_0 ^= b_0 >> 8;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cu"
        b_0 ^= b_0 >> 16;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cu"
        out[i_0] = b_0;
    }
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cu"
    if (i_1 < n) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cu"
        unsigned int b_1 = in[i_1];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cu"
        b_1 ^= b_1 >> 1;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cu"
        b_1 ^= b_1 >> 2;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cu"
        b_1 ^= b_1 >> 4;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cu"
        b_1 ^= b_1 >> 8;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cu"
        b_1 ^= b_1 >> 16;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cu"
        out[i_1] = b_1;
    }
}
