// Held-out suite 11 (frozen). The log-normal density of every positive element: exp(-(ln x -
// mu)^2 / (2 sigma^2)) / (x sigma sqrt(2 pi)).
__kernel void lognormal_pdf(__global const float *x, __global float *pdf, float mu,
                            float sigma, int n)
{
    int i = get_global_id(0);
    if (i < n) {
        float v = x[i];
        float z = (log(v) - mu) / sigma;
        pdf[i] = exp(-0.5f * z * z) / (v * sigma * 2.5066282746f);
    }
}
