// Held-out suite 6 (frozen). Every row of the row-major matrix X (rows x cols) divided by
// the sum of its absolute values (an L1 normalisation). One thread per row, walking it
// twice: once for the sum, once to write the row.
__kernel void row_l1_normalize(__global const float *X, __global float *Y, int rows, int cols)
{
    int r = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (r < rows) {
        int base = r * cols;
        float s = 0.0f;
        for (int j = 0; j < cols; j++)
            s += fabs(X[base + j]);
        for (int j = 0; j < cols; j++)
            Y[base + j] = X[base + j] / s;
    }
}
