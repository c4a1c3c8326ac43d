// Held-out suite 3 (frozen). Porter-Duff "over" of an RGBA8 source onto an RGBA8
// destination, in integers: colour = (s * a + d * (255 - a) + 127) / 255, alpha =
// a + (da * (255 - a) + 127) / 255; one thread per pixel, one byte at a time.
extern "C" __global__ void alpha_blend_rgba(const unsigned char *src, const unsigned char *dst,
                                            unsigned char *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        int a = src[4 * i + 3];
        int na = 255 - a;
        out[4 * i + 0] = (unsigned char)((src[4 * i + 0] * a + dst[4 * i + 0] * na + 127) / 255);
        out[4 * i + 1] = (unsigned char)((src[4 * i + 1] * a + dst[4 * i + 1] * na + 127) / 255);
        out[4 * i + 2] = (unsigned char)((src[4 * i + 2] * a + dst[4 * i + 2] * na + 127) / 255);
        out[4 * i + 3] = (unsigned char)(a + (dst[4 * i + 3] * na + 127) / 255);
    }
}
