// Held-out suite 10 (frozen). The Box-Muller transform of every pair of uniform numbers (u1
// in (0, 1], u2 in [0, 1)) into two independent standard normal numbers.
__kernel void box_muller_pairs(__global const float *u1, __global const float *u2,
                               __global float *z0, __global float *z1, int n)
{
    int i = get_global_id(0);
    if (i < n) {
        float r = sqrt(-2.0f * log(u1[i]));
        float a = 6.2831853f * u2[i];
        z0[i] = r * cos(a);
        z1[i] = r * sin(a);
    }
}
