// Held-out suite 11 (frozen). The log-normal density of every positive element: exp(-(ln x -
// mu)^2 / (2 sigma^2)) / (x sigma sqrt(2 pi)).
extern "C" __global__ void lognormal_pdf(const float *x, float *pdf, float mu, float sigma,
                                         int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float v = x[i];
        float z = (logf(v) - mu) / sigma;
        pdf[i] = expf(-0.5f * z * z) / (v * sigma * 2.5066282746f);
    }
}
