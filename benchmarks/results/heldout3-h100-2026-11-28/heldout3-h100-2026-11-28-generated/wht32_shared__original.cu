extern "C" __global__ void wht32_shared(const float* in, float* out, int n) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cu"
    __shared__ float s[256];
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cu"
    int t = threadIdx.x;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cu"
    int g = blockIdx.x * 256 + t;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cu"
    s[t] = g < n ? in[g] : 0.0f;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cu"
    for (int h = 1; h < 32; h <<= 1) {
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cu"
        __syncthreads();
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cu"
        float a = s[t];
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cu"
        float b = s[t ^ h];
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cu"
        float v = t & h ? b - a : a + b;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cu"
        __syncthreads();
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cu"
        s[t] = v;
    }
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cu"
    if (g < n)
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/wht32_shared.cu"
        out[g] = s[t];
}
