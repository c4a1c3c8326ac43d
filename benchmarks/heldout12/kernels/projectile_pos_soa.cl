// Held-out suite 12 (frozen). Projectile positions after time t under gravity g, start and
// velocity in four planes: px = x0 + vx t, py = y0 + vy t - g t^2 / 2.
__kernel void projectile_pos_soa(__global const float *x0, __global const float *y0,
                                 __global const float *vx, __global const float *vy,
                                 __global float *px, __global float *py, float t, float g,
                                 int n)
{
    int i = get_global_id(0);
    if (i < n) {
        px[i] = x0[i] + vx[i] * t;
        py[i] = y0[i] + vy[i] * t - 0.5f * g * t * t;
    }
}
