// Held-out suite 6 (frozen). One velocity-Verlet style step of particles stored as planes:
// x' = x + v dt + 0.5 a dt^2 and v' = v + a dt along each of the three axes. One thread per
// particle.
__kernel void kick_drift_soa(__global const float *px, __global const float *py,
                             __global const float *pz, __global const float *vx,
                             __global const float *vy, __global const float *vz,
                             __global const float *ax, __global const float *ay,
                             __global const float *az, __global float *qx, __global float *qy,
                             __global float *qz, __global float *wx, __global float *wy,
                             __global float *wz, float dt, int n)
{
    int i = get_group_id(0) * get_local_size(0) + get_local_id(0);
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
