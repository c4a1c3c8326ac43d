// Held-out suite 12 (frozen), hand version of invert_u8_colloop: a work-item per pixel on a 2D
// grid, so that the whole device shares the image.
__kernel void invert_u8_colloop_hand(__global const unsigned char *restrict src,
                                     __global unsigned char *restrict dst, int width,
                                     int height)
{
    int x = get_global_id(0);
    int y = get_global_id(1);
    if (x < width && y < height)
        dst[y * width + x] = (unsigned char)(255 - src[y * width + x]);
}
