// Held-out suite 3 (frozen). An 8-tap complex FIR filter on a complex signal kept as two
// planes (real, imaginary): y[i] = sum_k h[k] * x[i + k]. One thread per output.
__kernel void complex_fir8(__global const float *xr, __global const float *xi,
                           __global const float *hr, __global const float *hi, __global float *yr,
                           __global float *yi, int n)
{
    int i = get_group_id(0) * get_local_size(0) + get_local_id(0);
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
