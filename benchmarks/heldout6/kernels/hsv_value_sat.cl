// Held-out suite 6 (frozen). The value and saturation of HSV from planar float RGB: v =
// max(r, g, b), s = (v - min(r, g, b)) / v (0 where v is 0). One thread per pixel.
__kernel void hsv_value_sat(__global const float *r, __global const float *g,
                            __global const float *b, __global float *v, __global float *s,
                            int n)
{
    int i = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (i < n) {
        float hi = fmax(r[i], fmax(g[i], b[i]));
        float lo = fmin(r[i], fmin(g[i], b[i]));
        v[i] = hi;
        s[i] = hi > 0.0f ? (hi - lo) / hi : 0.0f;
    }
}
