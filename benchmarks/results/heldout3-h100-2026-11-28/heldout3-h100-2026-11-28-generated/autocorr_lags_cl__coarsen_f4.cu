extern "C" __global__ void autocorr_lags_cf4x(const float* x, float* r, int n, int nlags) {
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cl"
    int lag_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cl"
    int lag_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cl"
    int lag_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cl"
    int lag_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cl"
    if (lag_0 < nlags) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cl"
        float s_0 = 0.0f;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cl"
        for (int i_0 = 0; i_0 < n; i_0++)
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cl"
            s_0 += x[i_0] * x[i_0 + lag_0];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cl"
        r[lag_0] = s_0;
    }
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cl"
    if (lag_1 < nlags) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cl"
        float s_1 = 0.0f;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cl"
        for (int i_1 = 0; i_1 < n; i_1++)
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cl"
            s_1 += x[i_1] * x[i_1 + lag_1];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cl"
        r[lag_1] = s_1;
    }
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cl"
    if (lag_2 < nlags) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cl"
        float s_2 = 0.0f;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cl"
        for (int i_2 = 0; i_2 < n; i_2++)
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cl"
            s_2 += x[i_2] * x[i_2 + lag_2];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cl"
        r[lag_2] = s_2;
    }
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cl"
    if (lag_3 < nlags) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cl"
        float s_3 = 0.0f;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cl"
        for (int i_3 = 0; i_3 < n; i_3++)
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cl"
            s_3 += x[i_3] * x[i_3 + lag_3];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cl"
        r[lag_3] = s_3;
    }
}
