// Held-out suite 7 (frozen). out = transpose(in * scale + bias[column]): in is rows x cols
// (row-major), out is cols x rows. One thread per input element on a 2D grid (x along the
// columns): the reads are neighbours, the stores rows floats apart.
__kernel void scale_bias_transpose(__global const float *in, __global const float *bias,
                                   __global float *out, float scale, int rows, int cols)
{
    int c = get_group_id(0) * get_local_size(0) + get_local_id(0);
    int r = get_group_id(1) * get_local_size(1) + get_local_id(1);
    if (c < cols && r < rows)
        out[c * rows + r] = in[r * cols + c] * scale + bias[c];
}
