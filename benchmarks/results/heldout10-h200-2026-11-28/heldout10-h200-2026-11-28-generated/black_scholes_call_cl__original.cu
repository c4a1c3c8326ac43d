__device__ float norm_cdf(float x) {
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cl"
    return 0.5f * erfcf(-x * 0.70710677f);
}

extern "C" __global__ void black_scholes_call(const float* S, const float* K, const float* T, float* call, float* put, float rate, float vol, int n) {
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cl"
    if (i < n) {
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cl"
        float s = S[i];
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cl"
        float k = K[i];
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cl"
        float t = T[i];
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cl"
        float sq = vol * sqrtf(t);
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cl"
        float d1 = (logf(s / k) + (rate + 0.5f * vol * vol) * t) / sq;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cl"
        float d2 = d1 - sq;
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cl"
        float disc = k * expf(-rate * t);
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cl"
        float c = s * norm_cdf(d1) - disc * norm_cdf(d2);
#line 20 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cl"
        call[i] = c;
#line 21 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cl"
        put[i] = c - s + disc;
    }
}
