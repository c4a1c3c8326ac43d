// Held-out suite 11 (frozen). The force of a damped spring on every body (planes of positions,
// velocities and rest positions): -k (x - rest) - c v.
extern "C" __global__ void spring_damper_soa(const float *x, const float *v, const float *rest,
                                             float *f, float k, float c, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        f[i] = -k * (x[i] - rest[i]) - c * v[i];
}
