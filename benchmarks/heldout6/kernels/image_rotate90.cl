// Held-out suite 6 (frozen). A float image (height x width, row-major) rotated a quarter
// turn clockwise into out (width x height): out[x][height - 1 - y] = in[y][x]. One thread
// per input pixel: the reads are coalesced, the stores height floats apart.
__kernel void image_rotate90(__global const float *in, __global float *out, int width,
                             int height)
{
    int x = get_group_id(0) * get_local_size(0) + get_local_id(0);
    int y = get_group_id(1) * get_local_size(1) + get_local_id(1);
    if (x < width && y < height)
        out[x * height + (height - 1 - y)] = in[y * width + x];
}
