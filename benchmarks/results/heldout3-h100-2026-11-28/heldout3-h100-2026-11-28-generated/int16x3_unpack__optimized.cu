extern "C" __global__ void int16x3_unpack_opt(const short* in, float* X, float* Y, float* Z, float scale, int n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cu"
    __shared__ short in_s[768];
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cu"
    int i_own = blockIdx.x * blockDim.x + 0u;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cu"
    for (int stage_r = 0; stage_r < 3; stage_r++) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cu"
        int stage_e = stage_r * 256 + (int)threadIdx.x;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cu"
        if (3ll * (long long)i_own + (long long)stage_e < 3ll * (long long)n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cu"
            in_s[stage_e] = in[(int)blockIdx.x * 768 + stage_e];
        }
    }
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cu"
    __syncthreads();
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cu"
    if (i < n) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cu"
        X[i] = (float)in_s[3 * (int)threadIdx.x] * scale;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cu"
        Y[i] = (float)in_s[3 * (int)threadIdx.x + 1] * scale;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/int16x3_unpack.cu"
        Z[i] = (float)in_s[3 * (int)threadIdx.x + 2] * scale;
    }
}
