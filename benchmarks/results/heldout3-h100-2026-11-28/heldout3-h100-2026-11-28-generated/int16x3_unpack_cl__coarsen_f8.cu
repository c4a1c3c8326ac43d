extern "C" __global__ void int16x3_unpack_cf8x(const short* in, float* X, float* Y, float* Z, float scale, int n) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cl"
    int i_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cl"
    int i_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cl"
    int i_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cl"
    int i_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cl"
    if (i_0 < n) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cl"
        X[i_0] = (float)in[3 * i_0 + 0] * scale;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cl"
        Y[i_0] = (float)in[3 * i_0 + 1] * scale;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cl"
        Z[i_0] = (float)in[3 * i_0 + 2] * scale;
    }
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cl"
    if (i_1 < n) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cl"
        X[i_1] = (float)in[3 * i_1 + 0] * scale;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cl"
        Y[i_1] = (float)in[3 * i_1 + 1] * scale;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cl"
        Z[i_1] = (float)in[3 * i_1 + 2] * scale;
    }
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cl"
    if (i_2 < n) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cl"
        X[i_2] = (float)in[3 * i_2 + 0] * scale;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cl"
        Y[i_2] = (float)in[3 * i_2 + 1] * scale;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cl"
        Z[i_2] = (float)in[3 * i_2 + 2] * scale;
    }
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cl"
    if (i_3 < n) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cl"
        X[i_3] = (float)in[3 * i_3 + 0] * scale;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cl"
        Y[i_3] = (float)in[3 * i_3 + 1] * scale;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cl"
        Z[i_3] = (float)in[3 * i_3 + 2] * scale;
    }
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cl"
    if (i_4 < n) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cl"
        X[i_4] = (float)in[3 * i_4 + 0] * scale;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cl"
        Y[i_4] = (float)in[3 * i_4 + 1] * scale;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cl"
        Z[i_4] = (float)in[3 * i_4 + 2] * scale;
    }
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cl"
    if (i_5 < n) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cl"
        X[i_5] = (float)in[3 * i_5 + 0] * scale;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cl"
        Y[i_5] = (float)in[3 * i_5 + 1] * scale;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cl"
        Z[i_5] = (float)in[3 * i_5 + 2] * scale;
    }
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cl"
    if (i_6 < n) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cl"
        X[i_6] = (float)in[3 * i_6 + 0] * scale;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cl"
        Y[i_6] = (float)in[3 * i_6 + 1] * scale;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cl"
        Z[i_6] = (float)in[3 * i_6 + 2] * scale;
    }
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cl"
    if (i_7 < n) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cl"
        X[i_7] = (float)in[3 * i_7 + 0] * scale;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cl"
        Y[i_7] = (float)in[3 * i_7 + 1] * scale;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cl"
        Z[i_7] = (float)in[3 * i_7 + 2] * scale;
    }
}
