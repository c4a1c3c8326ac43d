extern "C" __global__ void int16x3_unpack_cf8x(const short* in, float* X, float* Y, float* Z, float scale, int n) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cu"
    if (i_2 < n) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cu"
        X[i_2] = (float)in[3 * i_2 + 0] * scale;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cu"
        Y[i_2] = (float)in[3 * i_2 + 1] * scale;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cu"
        Z[i_2] = (float)in[3 * i_2 + 2] * scale;
    }
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cu"
    if (i_3 < n) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cu"
        X[i_3] = (float)in[3 * i_3 + 0] * scale;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cu"
        Y[i_3] = (float)in[3 * i_3 + 1] * scale;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cu"
        Z[i_3] = (float)in[3 * i_3 + 2] * scale;
    }
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cu"
    if (i_4 < n) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cu"
        X[i_4] = (float)in[3 * i_4 + 0] * scale;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cu"
        Y[i_4] = (float)in[3 * i_4 + 1] * scale;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cu"
        Z[i_4] = (float)in[3 * i_4 + 2] * scale;
    }
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cu"
    if (i_5 < n) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cu"
        X[i_5] = (float)in[3 * i_5 + 0] * scale;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cu"
        Y[i_5] = (float)in[3 * i_5 + 1] * scale;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cu"
        Z[i_5] = (float)in[3 * i_5 + 2] * scale;
    }
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cu"
    if (i_6 < n) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cu"
        X[i_6] = (float)in[3 * i_6 + 0] * scale;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cu"
        Y[i_6] = (float)in[3 * i_6 + 1] * scale;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cu"
        Z[i_6] = (float)in[3 * i_6 + 2] * scale;
    }
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cu"
    if (i_7 < n) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cu"
        X[i_7] = (float)in[3 * i_7 + 0] * scale;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cu"
        Y[i_7] = (float)in[3 * i_7 + 1] * scale;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cu"
        Z[i_7] = (float)in[3 * i_7 + 2] * scale;
    }
}
