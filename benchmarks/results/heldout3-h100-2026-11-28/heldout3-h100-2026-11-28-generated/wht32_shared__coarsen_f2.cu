extern "C" __global__ void wht32_shared_cf2x(const float* in, float* out, int n) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cu"
    __shared__ float s[256];
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cu"
    int t_0 = threadIdx.x * 2u;
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cu"
    int t_1 = threadIdx.x * 2u + 1u;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cu"
    int g_0 = blockIdx.x * 256 + t_0;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cu"
    int g_1 = blockIdx.x * 256 + t_1;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cu"
    s[t_0] = g_0 < n ? in[g_0] : 0.0f;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cu"
    s[t_1] = g_1 < n ? in[g_1] : 0.0f;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cu"
    for (int h = 1; h < 32; h <<= 1) {
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cu"
        __syncthreads();
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cu"
        float a_0 = s[t_0];
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cu"
        float a_1 = s[t_1];
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cu"
        float b_0 = s[t_0 ^ h];
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cu"
        float b_1 = s[t_1 ^ h];
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cu"
        float v_0 = t_0 & h ? b_0 - a_0 : a_0 + b_0;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cu"
        float v_1 = t_1 & h ? b_1 - a_1 : a_1 + b_1;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cu"
        __syncthreads();
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cu"
        s[t_0] = v_0;
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cu"
        s[t_1] = v_1;
    }
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cu"
    if (g_0 < n)
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cu"
        out[g_0] = s[t_0];
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cu"
    if (g_1 < n)
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cu"
        out[g_1] = s[t_1];
}
