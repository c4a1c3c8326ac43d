// Held-out suite 12 (frozen). The HSL lightness (max + min) / 2 (rounded down) of three byte
// planes, a thread per pixel.
extern "C" __global__ void hsl_lightness_u8(const unsigned char *r, const unsigned char *g,
                                            const unsigned char *b, unsigned char *light, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        int R = r[i], G1 = g[i], B = b[i];
        int hi = max(R, max(G1, B));
        int lo = min(R, min(G1, B));
        light[i] = (unsigned char)((hi + lo) / 2);
    }
}
