// Held-out suite 12 (frozen). A checkerboard of 8 x 8 squares, 0 and 255, over a height x width
// byte image computed from the pixel position.
__kernel void checker_u8_2d(__global unsigned char *img, int width, int height)
{
    int x = get_global_id(0);
    int y = get_global_id(1);
    if (x < width && y < height)
        img[y * width + x] = (unsigned char)((((x >> 3) ^ (y >> 3)) & 1) * 255);
}
