// Held-out suite 4 (frozen). Running maximum along every row of a row-major matrix
// (rows x cols): out[r][c] = max(A[r][0..c]). One thread per row, walking along it.
__kernel void row_prefix_max(__global const float *A, __global float *out, int rows, int cols)
{
    int r = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (r < rows) {
        float m = A[r * cols];
        for (int c = 0; c < cols; c++) {
            m = fmax(m, A[r * cols + c]);
            out[r * cols + c] = m;
        }
    }
}
