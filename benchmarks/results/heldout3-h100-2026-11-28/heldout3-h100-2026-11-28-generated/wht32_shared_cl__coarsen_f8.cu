extern "C" __global__ void wht32_shared_cf8x(const float* in, float* out, int n) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
    __shared__ float s[256];
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
    int t_0 = (unsigned long long)threadIdx.x * 8ull;
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
    int t_1 = (unsigned long long)threadIdx.x * 8ull + 1ull;
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
    int t_2 = (unsigned long long)threadIdx.x * 8ull + 2ull;
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
    int t_3 = (unsigned long long)threadIdx.x * 8ull + 3ull;
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
    int t_4 = (unsigned long long)threadIdx.x * 8ull + 4ull;
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
    int t_5 = (unsigned long long)threadIdx.x * 8ull + 5ull;
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
    int t_6 = (unsigned long long)threadIdx.x * 8ull + 6ull;
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
    int t_7 = (unsigned long long)threadIdx.x * 8ull + 7ull;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
    int g_0 = (unsigned long long)blockIdx.x * 256 + t_0;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
    int g_1 = (unsigned long long)blockIdx.x * 256 + t_1;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
    int g_2 = (unsigned long long)blockIdx.x * 256 + t_2;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
    int g_3 = (unsigned long long)blockIdx.x * 256 + t_3;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
    int g_4 = (unsigned long long)blockIdx.x * 256 + t_4;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
    int g_5 = (unsigned long long)blockIdx.x * 256 + t_5;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
    int g_6 = (unsigned long long)blockIdx.x * 256 + t_6;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
    int g_7 = (unsigned long long)blockIdx.x * 256 + t_7;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
    s[t_0] = g_0 < n ? in[g_0] : 0.0f;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
    s[t_1] = g_1 < n ? in[g_1] : 0.0f;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
    s[t_2] = g_2 < n ? in[g_2] : 0.0f;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
    s[t_3] = g_3 < n ? in[g_3] : 0.0f;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
    s[t_4] = g_4 < n ? in[g_4] : 0.0f;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
    s[t_5] = g_5 < n ? in[g_5] : 0.0f;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
    s[t_6] = g_6 < n ? in[g_6] : 0.0f;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
    s[t_7] = g_7 < n ? in[g_7] : 0.0f;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
    for (int h = 1; h < 32; h <<= 1) {
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
        __syncthreads();
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
        float a_0 = s[t_0];
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
        float a_1 = s[t_1];
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
        float a_2 = s[t_2];
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
        float a_3 = s[t_3];
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
        float a_4 = s[t_4];
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
        float a_5 = s[t_5];
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
        float a_6 = s[t_6];
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
        float a_7 = s[t_7];
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
        float b_0 = s[t_0 ^ h];
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
        float b_1 = s[t_1 ^ h];
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
        float b_2 = s[t_2 ^ h];
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
        float b_3 = s[t_3 ^ h];
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
        float b_4 = s[t_4 ^ h];
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
        float b_5 = s[t_5 ^ h];
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
        float b_6 = s[t_6 ^ h];
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
        float b_7 = s[t_7 ^ h];
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
        float v_0 = t_0 & h ? b_0 - a_0 : a_0 + b_0;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
        float v_1 = t_1 & h ? b_1 - a_1 : a_1 + b_1;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
        float v_2 = t_2 & h ? b_2 - a_2 : a_2 + b_2;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
        float v_3 = t_3 & h ? b_3 - a_3 : a_3 + b_3;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
        float v_4 = t_4 & h ? b_4 - a_4 : a_4 + b_4;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
        float v_5 = t_5 & h ? b_5 - a_5 : a_5 + b_5;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
        float v_6 = t_6 & h ? b_6 - a_6 : a_6 + b_6;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
        float v_7 = t_7 & h ? b_7 - a_7 : a_7 + b_7;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
        __syncthreads();
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
        s[t_0] = v_0;
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
        s[t_1] = v_1;
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
        s[t_2] = v_2;
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
        s[t_3] = v_3;
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
        s[t_4] = v_4;
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
        s[t_5] = v_5;
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
        s[t_6] = v_6;
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
        s[t_7] = v_7;
    }
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
    if (g_0 < n)
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
        out[g_0] = s[t_0];
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
    if (g_1 < n)
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
        out[g_1] = s[t_1];
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
    if (g_2 < n)
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
        out[g_2] = s[t_2];
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
    if (g_3 < n)
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
        out[g_3] = s[t_3];
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
    if (g_4 < n)
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
        out[g_4] = s[t_4];
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
    if (g_5 < n)
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
        out[g_5] = s[t_5];
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
    if (g_6 < n)
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
        out[g_6] = s[t_6];
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
    if (g_7 < n)
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
        out[g_7] = s[t_7];
}
