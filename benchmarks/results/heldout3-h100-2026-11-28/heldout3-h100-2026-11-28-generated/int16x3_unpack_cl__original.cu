extern "C" __global__ void int16x3_unpack(const short* in, float* X, float* Y, float* Z, float scale, int n) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cl"
    if (i < n) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cl"
        X[i] = (float)in[3 * i + 0] * scale;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cl"
        Y[i] = (float)in[3 * i + 1] * scale;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cl"
        Z[i] = (float)in[3 * i + 2] * scale;
    }
}
