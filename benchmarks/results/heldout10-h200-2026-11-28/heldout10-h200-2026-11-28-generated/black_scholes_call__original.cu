__device__ float norm_cdf(float x) {
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
    return 0.5f * erfcf(-x * 0.70710677f);
}

extern "C" __global__ void black_scholes_call(const float* S, const float* K, const float* T, float* call, float* put, float rate, float vol, int n) {
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
    if (i < n) {
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        float s = S[i];
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        float k = K[i];
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        float t = T[i];
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        float sq = vol * sqrtf(t);
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        float d1 = (logf(s / k) + (rate + 0.5f * vol * vol) * t) / sq;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        float d2 = d1 - sq;
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        float disc = k * expf(-rate * t);
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        float c = s * norm_cdf(d1) - disc * norm_cdf(d2);
#line 20 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        call[i] = c;
#line 21 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        put[i] = c - s + disc;
    }
}
