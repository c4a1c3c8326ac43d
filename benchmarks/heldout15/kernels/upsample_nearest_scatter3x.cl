// Held-out suite 15 (frozen). Nearest-neighbour 3x enlargement of an 8-bit image (width x
// height, row-major): a work-item per source pixel writes its 3 x 3 block of the output.
__kernel void upsample_nearest_scatter3x(__global const uchar *src, __global uchar *dst,
                                         int width, int height)
{
    int x = get_global_id(0);
    int y = get_global_id(1);
    if (x < width && y < height) {
        uchar v = src[y * width + x];
        int w3 = 3 * width;
        for (int dy = 0; dy < 3; dy++)
            for (int dx = 0; dx < 3; dx++)
                dst[(3 * y + dy) * w3 + 3 * x + dx] = v;
    }
}
