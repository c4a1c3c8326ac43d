extern "C" __global__ void biquad_channels_cf2x(const float* x, float* y, int T, int C, float b0, float b1, float b2, float a1, float a2) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
    int c_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
    int c_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
    if (c_0 < C) {
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
        float s1_0 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
        float s2_0 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
        for (int t_0 = 0; t_0 < T; t_0++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
            float xv_0 = x[t_0 * C + c_0];
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
            float yv_0 = b0 * xv_0 + s1_0;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
            s1_0 = b1 * xv_0 - a1 * yv_0 + s2_0;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
            s2_0 = b2 * xv_0 - a2 * yv_0;
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
            y[t_0 * C + c_0] = yv_0;
        }
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
    if (c_1 < C) {
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
        float s1_1 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
        float s2_1 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
        for (int t_1 = 0; t_1 < T; t_1++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
            float xv_1 = x[t_1 * C + c_1];
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
            float yv_1 = b0 * xv_1 + s1_1;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
            s1_1 = b1 * xv_1 - a1 * yv_1 + s2_1;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
            s2_1 = b2 * xv_1 - a2 * yv_1;
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
            y[t_1 * C + c_1] = yv_1;
        }
    }
}
