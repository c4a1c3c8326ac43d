// Held-out suite 15 (frozen). 8-bit RGB planes converted to CMYK planes in integers: k = 255 -
// max(r, g, b), and each of c, m, y = (255 - channel - k) * 255 / (255 - k), 0 for black.
extern "C" __global__ void rgb_to_cmyk_u8(const unsigned char *r, const unsigned char *g,
                                          const unsigned char *b, unsigned char *c,
                                          unsigned char *m, unsigned char *y,
                                          unsigned char *k, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
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
        c[i] = (unsigned char)C;
        m[i] = (unsigned char)M;
        y[i] = (unsigned char)Y;
        k[i] = (unsigned char)K;
    }
}
