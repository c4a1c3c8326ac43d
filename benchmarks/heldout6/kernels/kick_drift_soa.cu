// Held-out suite 6 (frozen). One velocity-Verlet style step of particles stored as planes:
// x' = x + v dt + 0.5 a dt^2 and v' = v + a dt along each of the three axes. One thread per
// particle.
extern "C" __global__ void kick_drift_soa(const float *px, const float *py, const float *pz,
                                          const float *vx, const float *vy, const float *vz,
                                          const float *ax, const float *ay, const float *az,
                                          float *qx, float *qy, float *qz, float *wx, float *wy,
                                          float *wz, float dt, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float h = 0.5f * dt * dt;
        qx[i] = px[i] + vx[i] * dt + ax[i] * h;
        qy[i] = py[i] + vy[i] * dt + ay[i] * h;
        qz[i] = pz[i] + vz[i] * dt + az[i] * h;
        wx[i] = vx[i] + ax[i] * dt;
        wy[i] = vy[i] + ay[i] * dt;
        wz[i] = vz[i] + az[i] * dt;
    }
}
