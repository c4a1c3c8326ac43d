// Held-out suite 6 (frozen). The dot product of every row of A with the same row of B (both
// row-major, rows x cols): d[r] = sum_j A[r][j] B[r][j]. One thread per row, walking along
// it.
__kernel void row_dot_pairs(__global const float *A, __global const float *B, __global float *d,
                            int rows, int cols)
{
    int r = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (r < rows) {
        float s = 0.0f;
        for (int j = 0; j < cols; j++)
            s += A[r * cols + j] * B[r * cols + j];
        d[r] = s;
    }
}
