// Held-out suite 8 (frozen). One explicit Euler step of projectiles under gravity and
// quadratic air drag, positions and velocities as planes (semi-implicit: the new velocity
// moves them).
extern "C" __global__ void euler_drag_soa(const float *x, const float *y, const float *vx,
                                          const float *vy, float *xo, float *yo, float *vxo,
                                          float *vyo, float k, float g, float dt, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float u = vx[i], w = vy[i];
        float sp = sqrtf(u * u + w * w);
        float nu = u - dt * k * sp * u;
        float nw = w - dt * (g + k * sp * w);
        vxo[i] = nu;
        vyo[i] = nw;
        xo[i] = x[i] + dt * nu;
        yo[i] = y[i] + dt * nw;
    }
}
