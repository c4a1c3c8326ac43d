// Held-out suite 3 (frozen). A 17 x 17 x 17 colour lookup table applied to packed RGB
// pixels (r | g << 8 | b << 16) with trilinear interpolation in integers: node (r, g, b) at
// lut[(b * 17 + g) * 17 + r], a step of 16 levels, the weights' product divided by 16^3.
__kernel void lut3d_trilinear(__global const uint *rgb, __global const int *lut, __global int *out,
                              int n)
{
    int i = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (i < n) {
        uint p = rgb[i];
        int r = p & 255, g = (p >> 8) & 255, b = (p >> 16) & 255;
        int ir = r >> 4, ig = g >> 4, ib = b >> 4;
        int fr = r & 15, fg = g & 15, fb = b & 15;
        int base = (ib * 17 + ig) * 17 + ir;
        int c00 = lut[base] * (16 - fr) + lut[base + 1] * fr;
        int c01 = lut[base + 17] * (16 - fr) + lut[base + 18] * fr;
        int c10 = lut[base + 289] * (16 - fr) + lut[base + 290] * fr;
        int c11 = lut[base + 306] * (16 - fr) + lut[base + 307] * fr;
        int c0 = c00 * (16 - fg) + c01 * fg;
        int c1 = c10 * (16 - fg) + c11 * fg;
        out[i] = (c0 * (16 - fb) + c1 * fb) >> 12;
    }
}
