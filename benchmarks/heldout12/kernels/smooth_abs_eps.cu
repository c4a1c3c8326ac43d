// Held-out suite 12 (frozen). A smooth absolute value sqrt(x^2 + eps), a thread per element.
extern "C" __global__ void smooth_abs_eps(const float *x, float *y, float eps, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float v = x[i];
        y[i] = sqrtf(v * v + eps);
    }
}
