extern "C" __global__ void autocorr_lags_cf8x(const float* x, float* r, int n, int nlags) {
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cl"
    int lag_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cl"
    int lag_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cl"
    int lag_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cl"
    int lag_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cl"
    int lag_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cl"
    int lag_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cl"
    int lag_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cl"
    int lag_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
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
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cl"
    if (lag_4 < nlags) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cl"
        float s_4 = 0.0f;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cl"
        for (int i_4 = 0; i_4 < n; i_4++)
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cl"
            s_4 += x[i_4] * x[i_4 + lag_4];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cl"
        r[lag_4] = s_4;
    }
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cl"
    if (lag_5 < nlags) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cl"
        float s_5 = 0.0f;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cl"
        for (int i_5 = 0; i_5 < n; i_5++)
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cl"
            s_5 += x[i_5] * x[i_5 + lag_5];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cl"
        r[lag_5] = s_5;
    }
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cl"
    if (lag_6 < nlags) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cl"
        float s_6 = 0.0f;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cl"
        for (int i_6 = 0; i_6 < n; i_6++)
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cl"
            s_6 += x[i_6] * x[i_6 + lag_6];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cl"
        r[lag_6] = s_6;
    }
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cl"
    if (lag_7 < nlags) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cl"
        float s_7 = 0.0f;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cl"
        for (int i_7 = 0; i_7 < n; i_7++)
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cl"
            s_7 += x[i_7] * x[i_7 + lag_7];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cl"
        r[lag_7] = s_7;
    }
}
