// per row: the row's maximum, the sum of exponentials, then the normalized outputs.
__kernel void softmax_rows(__global const float *in, __global float *out, int rows, int cols)
{
    int r = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (r < rows) {
        float m = in[r * cols];
        for (int c = 1; c < cols; c++)
            m = fmax(m, in[r * cols + c]);
        float s = 0.0f;
        for (int c = 0; c < cols; c++)
            s += exp(in[r * cols + c] - m);
        float inv = 1.0f / s;
        for (int c = 0; c < cols; c++)
            out[r * cols + c] = exp(in[r * cols + c] - m) * inv;
    }
}
