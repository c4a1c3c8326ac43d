// Held-out suite 3 (frozen). Autocorrelation r[lag] = sum_{i < n} x[i] * x[i + lag] for lags
// 0 .. nlags - 1 (x holds n + nlags samples). One thread per lag.
__kernel void autocorr_lags(__global const float *x, __global float *r, int n, int nlags)
{
    int lag = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (lag < nlags) {
        float s = 0.0f;
        for (int i = 0; i < n; i++)
            s += x[i] * x[i + lag];
        r[lag] = s;
    }
}
