extern "C" __global__ void autocorr_lags_cf2x(const float* x, float* r, int n, int nlags) {
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cu"
    int lag_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cu"
    int lag_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cu"
    if (lag_0 < nlags) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cu"
        float s_0 = 0.0f;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cu"
        for (int i_0 = 0; i_0 < n; i_0++)
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cu"
            s_0 += x[i_0] * x[i_0 + lag_0];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cu"
        r[lag_0] = s_0;
    }
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cu"
    if (lag_1 < nlags) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cu"
        float s_1 = 0.0f;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cu"
        for (int i_1 = 0; i_1 < n; i_1++)
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cu"
            s_1 += x[i_1] * x[i_1 + lag_1];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cu"
        r[lag_1] = s_1;
    }
}
