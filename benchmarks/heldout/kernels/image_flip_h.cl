// Held-out suite (frozen). Horizontal mirror of a float image (row-major): out[y][x] =
// in[y][width - 1 - x].
__kernel void image_flip_h(__global const float *in, __global float *out, int width, int height)
{
    int x = get_global_id(0);
    int y = get_global_id(1);
    if (x < width && y < height)
        out[y * width + x] = in[y * width + (width - 1 - x)];
}
