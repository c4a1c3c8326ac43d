// Held-out suite 6 (frozen). A three-point box smoothing along the rows of a float image
// (height x width): out[y][x] = in[y][x - 1] + in[y][x] + in[y][x + 1], the first and last
// column copied. One thread per row, walking along it.
__kernel void row_smooth3(__global const float *in, __global float *out, int width, int height)
{
    int y = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (y < height) {
        int base = y * width;
        out[base] = in[base];
        for (int x = 1; x < width - 1; x++)
            out[base + x] = in[base + x - 1] + in[base + x] + in[base + x + 1];
        out[base + width - 1] = in[base + width - 1];
    }
}
