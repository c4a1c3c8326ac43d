// Held-out suite 12 (frozen). The HSL lightness (max + min) / 2 (rounded down) of three byte
// planes, a work-item per pixel.
__kernel void hsl_lightness_u8(__global const unsigned char *r, __global const unsigned char *g,
                               __global const unsigned char *b, __global unsigned char *light,
                               int n)
{
    int i = get_global_id(0);
    if (i < n) {
        int R = r[i], G1 = g[i], B = b[i];
        int hi = max(R, max(G1, B));
        int lo = min(R, min(G1, B));
        light[i] = (unsigned char)((hi + lo) / 2);
    }
}
