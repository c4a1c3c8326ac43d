// Held-out suite 15 (frozen). 8-bit RGB planes converted to CMYK planes in integers: k = 255 -
// max(r, g, b), and each of c, m, y = (255 - channel - k) * 255 / (255 - k), 0 for black.
__kernel void rgb_to_cmyk_u8(__global const uchar *r, __global const uchar *g,
                             __global const uchar *b, __global uchar *c, __global uchar *m,
                             __global uchar *y, __global uchar *k, int n)
{
    int i = get_global_id(0);
    if (i < n) {
        int R = r[i], G = g[i], B = b[i];
        int mx = max(R, max(G, B));
        int K = 255 - mx;
        int C = 0, M = 0, Y = 0;
        if (mx > 0) {
            C = (mx - R) * 255 / mx;
            M = (mx - G) * 255 / mx;
            Y = (mx - B) * 255 / mx;
        }
        c[i] = (uchar)C;
        m[i] = (uchar)M;
        y[i] = (uchar)Y;
        k[i] = (uchar)K;
    }
}
