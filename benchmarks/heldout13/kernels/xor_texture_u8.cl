// Held-out suite 13 (frozen). The byte texture ((x ^ y) * 7) & 255 of a height x width image, a
// work-item per pixel.
__kernel void xor_texture_u8(__global uchar *img, int width, int height)
{
    int x = get_global_id(0);
    int y = get_global_id(1);
    if (x < width && y < height)
        img[y * width + x] = (uchar)(((x ^ y) * 7) & 255);
}
