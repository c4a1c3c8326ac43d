// Held-out suite 7 (frozen). The Lorentz force F = q (E + v x B) on charged particles, the
// fields and velocities stored as planes.
__kernel void lorentz_force_soa(__global const float *ex, __global const float *ey,
                                __global const float *ez, __global const float *vx,
                                __global const float *vy, __global const float *vz,
                                __global const float *bx, __global const float *by,
                                __global const float *bz, __global float *fx,
                                __global float *fy, __global float *fz, float q, int n)
{
    int i = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (i < n) {
        float u = vx[i], v = vy[i], w = vz[i];
        float p = bx[i], s = by[i], r = bz[i];
        fx[i] = q * (ex[i] + (v * r - w * s));
        fy[i] = q * (ey[i] + (w * p - u * r));
        fz[i] = q * (ez[i] + (u * s - v * p));
    }
}
