// Held-out suite 11 (frozen). The energy of every particle stored as an 8-float record
// {x, y, z, vx, vy, vz, m, q}: 0.5 m |v|^2 + m g z + q phi x.
extern "C" __global__ void particle_energy_aos8(const float *rec, float *energy, float g,
                                                float phi, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        const float *p = rec + 8 * (size_t)i;
        float m = p[6];
        float kinetic = 0.5f * m * (p[3] * p[3] + p[4] * p[4] + p[5] * p[5]);
        energy[i] = kinetic + m * g * p[2] + p[7] * phi * p[0];
    }
}
