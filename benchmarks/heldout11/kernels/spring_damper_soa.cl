// Held-out suite 11 (frozen). The force of a damped spring on every body (planes of positions,
// velocities and rest positions): -k (x - rest) - c v.
__kernel void spring_damper_soa(__global const float *x, __global const float *v,
                                __global const float *rest, __global float *f, float k,
                                float c, int n)
{
    int i = get_global_id(0);
    if (i < n)
        f[i] = -k * (x[i] - rest[i]) - c * v[i];
}
