// Held-out suite 3 (frozen). Porter-Duff "over" of an RGBA8 source onto an RGBA8
// destination, in integers: colour = (s * a + d * (255 - a) + 127) / 255, alpha =
// a + (da * (255 - a) + 127) / 255; one thread per pixel, one byte at a time.
__kernel void alpha_blend_rgba(__global const uchar *src, __global const uchar *dst,
                               __global uchar *out, int n)
{
    int i = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (i < n) {
        int a = src[4 * i + 3];
        int na = 255 - a;
        out[4 * i + 0] = (uchar)((src[4 * i + 0] * a + dst[4 * i + 0] * na + 127) / 255);
        out[4 * i + 1] = (uchar)((src[4 * i + 1] * a + dst[4 * i + 1] * na + 127) / 255);
        out[4 * i + 2] = (uchar)((src[4 * i + 2] * a + dst[4 * i + 2] * na + 127) / 255);
        out[4 * i + 3] = (uchar)(a + (dst[4 * i + 3] * na + 127) / 255);
    }
}
