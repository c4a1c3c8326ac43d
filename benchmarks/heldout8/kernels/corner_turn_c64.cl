// Held-out suite 8 (frozen). Radar corner turn: a rows x cols matrix of interleaved complex
// floats, weighted by a window over its columns, stored transposed (cols x rows).
__kernel void corner_turn_c64(__global const float *in, __global const float *win,
                              __global float *out, int rows, int cols)
{
    int c = get_group_id(0) * get_local_size(0) + get_local_id(0);
    int r = get_group_id(1) * get_local_size(1) + get_local_id(1);
    if (c < cols && r < rows) {
        float w = win[c];
        out[2 * (c * rows + r)] = in[2 * (r * cols + c)] * w;
        out[2 * (c * rows + r) + 1] = in[2 * (r * cols + c) + 1] * w;
    }
}
