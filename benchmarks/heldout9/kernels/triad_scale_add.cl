// Held-out suite 9 (frozen). The streaming triad a = b + s c.
__kernel void triad_scale_add(__global const float *b, __global const float *c,
                              __global float *a, float s, int n)
{
    int i = get_global_id(0);
    if (i < n)
        a[i] = b[i] + s * c[i];
}
