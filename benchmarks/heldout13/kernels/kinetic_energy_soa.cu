// Held-out suite 13 (frozen). The kinetic energy m |v|^2 / 2 of particles held as planes, a
// thread per element.
extern "C" __global__ void kinetic_energy_soa(const float *m, const float *vx, const float *vy,
                                              const float *vz, float *ke, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float a = vx[i], b = vy[i], c = vz[i];
        ke[i] = 0.5f * m[i] * (a * a + b * b + c * c);
    }
}
