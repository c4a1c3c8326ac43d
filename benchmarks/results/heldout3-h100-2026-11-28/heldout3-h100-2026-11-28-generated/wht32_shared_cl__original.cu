extern "C" __global__ void wht32_shared(const float* in, float* out, int n) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
    __shared__ float s[256];
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
    int t = (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
    int g = (unsigned long long)blockIdx.x * 256 + t;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
    s[t] = g < n ? in[g] : 0.0f;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
    for (int h = 1; h < 32; h <<= 1) {
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
        __syncthreads();
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
        float a = s[t];
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
        float b = s[t ^ h];
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
        float v = t & h ? b - a : a + b;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
        __syncthreads();
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
        s[t] = v;
    }
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
    if (g < n)
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cl"
        out[g] = s[t];
}
