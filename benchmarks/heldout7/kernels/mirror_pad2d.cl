// Held-out suite 7 (frozen). Reflect padding of an image (height x width) by pad pixels on
// every side (the edge pixel is not repeated: column -1 is column 1). One thread per output
// pixel on a 2D grid.
__kernel void mirror_pad2d(__global const float *in, __global float *out, int width,
                           int height, int pad)
{
    int ox = get_group_id(0) * get_local_size(0) + get_local_id(0);
    int oy = get_group_id(1) * get_local_size(1) + get_local_id(1);
    int ow = width + 2 * pad, oh = height + 2 * pad;
    if (ox < ow && oy < oh) {
        int x = ox - pad, y = oy - pad;
        x = x < 0 ? -x : (x >= width ? 2 * width - 2 - x : x);
        y = y < 0 ? -y : (y >= height ? 2 * height - 2 - y : y);
        out[oy * ow + ox] = in[y * width + x];
    }
}
