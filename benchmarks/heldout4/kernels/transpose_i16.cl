// Held-out suite 4 (frozen). Transpose of a matrix of 16-bit integers (height x width,
// row-major) into a width x height one: one thread per element, x along a row of the
// input.
__kernel void transpose_i16(__global const short *in, __global short *out, int width, int height)
{
    int x = get_group_id(0) * get_local_size(0) + get_local_id(0);
    int y = get_group_id(1) * get_local_size(1) + get_local_id(1);
    if (x < width && y < height)
        out[x * height + y] = in[y * width + x];
}
