// Held-out suite 13 (frozen). Velocities from momenta and masses held as planes, written as
// (vx, vy, vz) records, a thread per particle.
extern "C" __global__ void momentum_to_vel_aos3(const float *px, const float *py,
                                                const float *pz, const float *mass, float *vel,
                                                int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float m = mass[i];
        vel[3 * i] = px[i] / m;
        vel[3 * i + 1] = py[i] / m;
        vel[3 * i + 2] = pz[i] / m;
    }
}
