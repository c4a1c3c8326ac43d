// Held-out suite 8 (frozen). A circular shift of an image by (sx, sy) pixels, wrapping
// around both edges (numpy.roll over both axes): a thread per output pixel.
__kernel void roll2d_wrap(__global const float *in, __global float *out, int width,
                          int height, int sx, int sy)
{
    int x = get_group_id(0) * get_local_size(0) + get_local_id(0);
    int y = get_group_id(1) * get_local_size(1) + get_local_id(1);
    if (x < width && y < height) {
        int xs = ((x - sx) % width + width) % width;
        int ys = ((y - sy) % height + height) % height;
        out[y * width + x] = in[ys * width + xs];
    }
}
