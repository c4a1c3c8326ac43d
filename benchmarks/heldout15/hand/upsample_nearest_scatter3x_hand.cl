// Held-out suite 15 (frozen), hand version of upsample_nearest_scatter3x: a work-item per output
// pixel gathers its source pixel, so that consecutive items store consecutive bytes of an
// output row. A 2D range covering 3 * width x 3 * height items.
__kernel void upsample_nearest_scatter3x_hand(__global const uchar *restrict src,
                                              __global uchar *restrict dst, int width,
                                              int height)
{
    int x = get_global_id(0);
    int y = get_global_id(1);
    if (x < 3 * width && y < 3 * height)
        dst[y * 3 * width + x] = src[(y / 3) * width + x / 3];
}
