// Held-out suite 7 (frozen). The Lorentz force F = q (E + v x B) on charged particles, the
// fields and velocities stored as planes.
extern "C" __global__ void lorentz_force_soa(const float *ex, const float *ey, const float *ez,
                                             const float *vx, const float *vy, const float *vz,
                                             const float *bx, const float *by, const float *bz,
                                             float *fx, float *fy, float *fz, float q, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float u = vx[i], v = vy[i], w = vz[i];
        float p = bx[i], s = by[i], r = bz[i];
        fx[i] = q * (ex[i] + (v * r - w * s));
        fy[i] = q * (ey[i] + (w * p - u * r));
        fz[i] = q * (ez[i] + (u * s - v * p));
    }
}
