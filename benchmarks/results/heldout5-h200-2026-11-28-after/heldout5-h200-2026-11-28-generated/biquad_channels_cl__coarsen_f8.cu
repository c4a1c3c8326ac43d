extern "C" __global__ void biquad_channels_cf8x(const float* x, float* y, int T, int C, float b0, float b1, float b2, float a1, float a2) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
    int c_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
    int c_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
    int c_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
    int c_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
    int c_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
    int c_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
    int c_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
    int c_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
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
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
    if (c_4 < C) {
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
        float s1_4 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
        float s2_4 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
        for (int t_4 = 0; t_4 < T; t_4++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
            float xv_4 = x[t_4 * C + c_4];
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
            float yv_4 = b0 * xv_4 + s1_4;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
            s1_4 = b1 * xv_4 - a1 * yv_4 + s2_4;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
            s2_4 = b2 * xv_4 - a2 * yv_4;
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
            y[t_4 * C + c_4] = yv_4;
        }
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
    if (c_5 < C) {
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
        float s1_5 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
        float s2_5 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
        for (int t_5 = 0; t_5 < T; t_5++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
            float xv_5 = x[t_5 * C + c_5];
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
            float yv_5 = b0 * xv_5 + s1_5;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
            s1_5 = b1 * xv_5 - a1 * yv_5 + s2_5;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
            s2_5 = b2 * xv_5 - a2 * yv_5;
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
            y[t_5 * C + c_5] = yv_5;
        }
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
    if (c_6 < C) {
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
        float s1_6 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
        float s2_6 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
        for (int t_6 = 0; t_6 < T; t_6++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
            float xv_6 = x[t_6 * C + c_6];
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
            float yv_6 = b0 * xv_6 + s1_6;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
            s1_6 = b1 * xv_6 - a1 * yv_6 + s2_6;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
            s2_6 = b2 * xv_6 - a2 * yv_6;
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
            y[t_6 * C + c_6] = yv_6;
        }
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
    if (c_7 < C) {
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
        float s1_7 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
        float s2_7 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
        for (int t_7 = 0; t_7 < T; t_7++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
            float xv_7 = x[t_7 * C + c_7];
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
            float yv_7 = b0 * xv_7 + s1_7;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
            s1_7 = b1 * xv_7 - a1 * yv_7 + s2_7;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
            s2_7 = b2 * xv_7 - a2 * yv_7;
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cl"
            y[t_7 * C + c_7] = yv_7;
        }
    }
}
