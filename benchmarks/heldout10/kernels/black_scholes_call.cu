// Held-out suite 10 (frozen). Black-Scholes prices of European options: the call of every
// (spot, strike, expiry) triple and its put by put-call parity, one rate and volatility.
__device__ float norm_cdf(float x)
{
    return 0.5f * erfcf(-x * 0.70710678f);
}

extern "C" __global__ void black_scholes_call(const float *S, const float *K, const float *T,
                                              float *call, float *put, float rate, float vol,
                                              int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float s = S[i], k = K[i], t = T[i];
        float sq = vol * sqrtf(t);
        float d1 = (logf(s / k) + (rate + 0.5f * vol * vol) * t) / sq;
        float d2 = d1 - sq;
        float disc = k * expf(-rate * t);
        float c = s * norm_cdf(d1) - disc * norm_cdf(d2);
        call[i] = c;
        put[i] = c - s + disc;
    }
}
