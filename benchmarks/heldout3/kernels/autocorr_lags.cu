// Held-out suite 3 (frozen). Autocorrelation r[lag] = sum_{i < n} x[i] * x[i + lag] for lags
// 0 .. nlags - 1 (x holds n + nlags samples). One thread per lag.
extern "C" __global__ void autocorr_lags(const float *x, float *r, int n, int nlags)
{
    int lag = blockIdx.x * blockDim.x + threadIdx.x;
    if (lag < nlags) {
        float s = 0.0f;
        for (int i = 0; i < n; i++)
            s += x[i] * x[i + lag];
        r[lag] = s;
    }
}
