// Held-out suite 3 (frozen). An 8-tap complex FIR filter on a complex signal kept as two
// planes (real, imaginary): y[i] = sum_k h[k] * x[i + k]. One thread per output.
extern "C" __global__ void complex_fir8(const float *xr, const float *xi, const float *hr,
                                        const float *hi, float *yr, float *yi, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float sr = 0.0f, si = 0.0f;
        for (int k = 0; k < 8; k++) {
            float ar = xr[i + k], ai = xi[i + k];
            sr += hr[k] * ar - hi[k] * ai;
            si += hr[k] * ai + hi[k] * ar;
        }
        yr[i] = sr;
        yi[i] = si;
    }
}
