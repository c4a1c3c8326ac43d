// Held-out suite 8 (frozen). The sRGB transfer function inverted on every value in [0, 1]:
// c / 12.92 below 0.04045, ((c + 0.055) / 1.055) ^ 2.4 above.
__kernel void srgb_to_linear(__global const float *in, __global float *out, int n)
{
    int i = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (i < n) {
        float c = in[i];
        out[i] = c <= 0.04045f ? c / 12.92f : pow((c + 0.055f) / 1.055f, 2.4f);
    }
}
