// Held-out suite 12 (frozen). Projectile positions after time t under gravity g, start and
// velocity in four planes: px = x0 + vx t, py = y0 + vy t - g t^2 / 2.
extern "C" __global__ void projectile_pos_soa(const float *x0, const float *y0, const float *vx,
                                              const float *vy, float *px, float *py, float t,
                                              float g, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        px[i] = x0[i] + vx[i] * t;
        py[i] = y0[i] + vy[i] * t - 0.5f * g * t * t;
    }
}
