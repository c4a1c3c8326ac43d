// Held-out suite (frozen), hand version of float3_scale: one float of the packed array per
// work-item (3n work-items, consecutive floats: coalesced).
__kernel void float3_scale_hand(__global const float *p, __global const float *s, __global float *out,
                                int n)
{
    int f = get_global_id(0);
    if (f < 3 * n)
        out[f] = p[f] * s[f / 3];
}
