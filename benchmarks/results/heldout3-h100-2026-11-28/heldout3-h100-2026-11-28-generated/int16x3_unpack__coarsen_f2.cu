extern "C" __global__ void int16x3_unpack_cf2x(const short* in, float* X, float* Y, float* Z, float scale, int n) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cu"
    if (i_0 < n) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cu"
        X[i_0] = (float)in[3 * i_0 + 0] * scale;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cu"
        Y[i_0] = (float)in[3 * i_0 + 1] * scale;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cu"
        Z[i_0] = (float)in[3 * i_0 + 2] * scale;
    }
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cu"
    if (i_1 < n) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cu"
        X[i_1] = (float)in[3 * i_1 + 0] * scale;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cu"
        Y[i_1] = (float)in[3 * i_1 + 1] * scale;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cu"
        Z[i_1] = (float)in[3 * i_1 + 2] * scale;
    }
}
