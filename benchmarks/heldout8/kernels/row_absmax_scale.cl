// Held-out suite 8 (frozen). The int8 quantisation scale of every row of a matrix: the
// largest absolute value of the row over 127, a thread per row walking it.
__kernel void row_absmax_scale(__global const float *A, __global float *scale, int rows,
                               int cols)
{
    int r = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (r < rows) {
        float m = 0.0f;
        for (int c = 0; c < cols; c++)
            m = fmax(m, fabs(A[r * cols + c]));
        scale[r] = m / 127.0f;
    }
}
