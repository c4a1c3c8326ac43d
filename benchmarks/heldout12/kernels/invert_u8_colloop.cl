// Held-out suite 12 (frozen). The negative (255 - v) of a height x width byte image, a work-
// item per column walking down all the rows (width work-items in all).
__kernel void invert_u8_colloop(__global const unsigned char *src, __global unsigned char *dst,
                                int width, int height)
{
    int x = get_global_id(0);
    if (x < width) {
        for (int y = 0; y < height; ++y)
            dst[y * width + x] = (unsigned char)(255 - src[y * width + x]);
    }
}
