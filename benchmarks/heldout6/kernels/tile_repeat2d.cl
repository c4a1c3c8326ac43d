// Held-out suite 6 (frozen). A small float image (h x w) repeated to fill a large one
// (height x width): out[y][x] = in[y % h][x % w]. One thread per output pixel.
__kernel void tile_repeat2d(__global const float *in, __global float *out, int w, int h,
                            int width, int height)
{
    int x = get_group_id(0) * get_local_size(0) + get_local_id(0);
    int y = get_group_id(1) * get_local_size(1) + get_local_id(1);
    if (x < width && y < height)
        out[y * width + x] = in[(y % h) * w + x % w];
}
