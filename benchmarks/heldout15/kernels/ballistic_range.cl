// Held-out suite 15 (frozen). Range on flat ground, without drag, of a projectile launched at
// speed v (m/s) and elevation angle deg (degrees): v^2 sin(2 angle) / 9.81.
__kernel void ballistic_range(__global const float *v, __global const float *deg,
                              __global float *range_m, int n)
{
    int i = get_global_id(0);
    if (i < n) {
        float s = v[i];
        range_m[i] = s * s * sin(deg[i] * 0.034906585f) / 9.81f;
    }
}
