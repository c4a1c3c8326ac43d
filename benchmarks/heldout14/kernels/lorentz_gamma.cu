// Held-out suite 14 (frozen). The Lorentz factor 1 / sqrt(1 - beta^2) of each speed given as a
// fraction of the speed of light, a thread per value.
extern "C" __global__ void lorentz_gamma(const float *beta, float *gamma, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float b = beta[i];
        gamma[i] = 1.0f / sqrtf(1.0f - b * b);
    }
}
