// Held-out suite 8 (frozen). One explicit Euler step of projectiles under gravity and
// quadratic air drag, positions and velocities as planes (semi-implicit: the new velocity
// moves them).
__kernel void euler_drag_soa(__global const float *x, __global const float *y,
                             __global const float *vx, __global const float *vy,
                             __global float *xo, __global float *yo, __global float *vxo,
                             __global float *vyo, float k, float g, float dt, int n)
{
    int i = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (i < n) {
        float u = vx[i], w = vy[i];
        float sp = sqrt(u * u + w * w);
        float nu = u - dt * k * sp * u;
        float nw = w - dt * (g + k * sp * w);
        vxo[i] = nu;
        vyo[i] = nw;
        xo[i] = x[i] + dt * nu;
        yo[i] = y[i] + dt * nw;
    }
}
