// Held-out suite 3 (frozen). Column-wise log-sum-exp of a rows x cols row-major matrix,
// out[j] = m + log(sum_i exp(A[i][j] - m)) with m the column's maximum: one thread per
// column walks down it twice.
__kernel void logsumexp_cols(__global const float *A, __global float *out, int rows, int cols)
{
    int j = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (j < cols) {
        float m = A[j];
        for (int i = 1; i < rows; i++)
            m = fmax(m, A[i * cols + j]);
        float s = 0.0f;
        for (int i = 0; i < rows; i++)
            s += exp(A[i * cols + j] - m);
        out[j] = m + log(s);
    }
}
