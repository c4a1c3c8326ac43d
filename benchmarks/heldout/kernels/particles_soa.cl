// Held-out suite (frozen). One explicit step for charged particles stored as a struct of
// arrays: v += dt * q * E, x += dt * v (positions and velocities updated in place).
__kernel void particles_soa(__global float *x, __global float *y, __global float *z,
                            __global float *vx, __global float *vy, __global float *vz,
                            __global const float *q, float ex, float ey, float ez, float dt, int n)
{
    int i = get_global_id(0);
    if (i < n) {
        float nvx = vx[i] + dt * q[i] * ex;
        float nvy = vy[i] + dt * q[i] * ey;
        float nvz = vz[i] + dt * q[i] * ez;
        x[i] = x[i] + dt * nvx;
        y[i] = y[i] + dt * nvy;
        z[i] = z[i] + dt * nvz;
        vx[i] = nvx;
        vy[i] = nvy;
        vz[i] = nvz;
    }
}
