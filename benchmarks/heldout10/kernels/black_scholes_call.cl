// Held-out suite 10 (frozen). Black-Scholes prices of European options: the call of every
// (spot, strike, expiry) triple and its put by put-call parity, one rate and volatility.
float norm_cdf(float x)
{
    return 0.5f * erfc(-x * 0.70710678f);
}

__kernel void black_scholes_call(__global const float *S, __global const float *K,
                                 __global const float *T, __global float *call,
                                 __global float *put, float rate, float vol, int n)
{
    int i = get_global_id(0);
    if (i < n) {
        float s = S[i], k = K[i], t = T[i];
        float sq = vol * sqrt(t);
        float d1 = (log(s / k) + (rate + 0.5f * vol * vol) * t) / sq;
        float d2 = d1 - sq;
        float disc = k * exp(-rate * t);
        float c = s * norm_cdf(d1) - disc * norm_cdf(d2);
        call[i] = c;
        put[i] = c - s + disc;
    }
}
