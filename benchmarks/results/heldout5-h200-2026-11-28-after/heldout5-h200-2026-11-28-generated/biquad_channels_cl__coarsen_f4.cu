extern "C" __global__ void biquad_channels_cf4x(const float* x, float* y, int T, int C, float b0, float b1, float b2, float a1, float a2) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
    int c_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
    int c_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
    int c_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
    int c_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
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
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
    if (c_2 < C) {
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
        float s1_2 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
        float s2_2 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
        for (int t_2 = 0; t_2 < T; t_2++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
            float xv_2 = x[t_2 * C + c_2];
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
            float yv_2 = b0 * xv_2 + s1_2;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
            s1_2 = b1 * xv_2 - a1 * yv_2 + s2_2;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
            s2_2 = b2 * xv_2 - a2 * yv_2;
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
            y[t_2 * C + c_2] = yv_2;
        }
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
    if (c_3 < C) {
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
        float s1_3 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
        float s2_3 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
        for (int t_3 = 0; t_3 < T; t_3++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
            float xv_3 = x[t_3 * C + c_3];
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
            float yv_3 = b0 * xv_3 + s1_3;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
            s1_3 = b1 * xv_3 - a1 * yv_3 + s2_3;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
            s2_3 = b2 * xv_3 - a2 * yv_3;
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
            y[t_3 * C + c_3] = yv_3;
        }
    }
}
