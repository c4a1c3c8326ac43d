extern "C" __global__ void autocorr_lags(const float* x, float* r, int n, int nlags) {
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cu"
    int lag = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cu"
    if (lag < nlags) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cu"
        float s = 0.0f;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cu"
        for (int i = 0; i < n; i++)
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cu"
            s += x[i] * x[i + lag];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cu"
        r[lag] = s;
    }
}
