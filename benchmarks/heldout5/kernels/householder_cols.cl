// Held-out suite 5 (frozen). A Householder reflector applied from the left to a row-major
// matrix A (rows x cols): B = A - tau v (v^T A). One thread per column: it walks down the
// column once for w = v . A[:, j] and once more to write B[:, j] (lanes take neighbouring
// columns).
__kernel void householder_cols(__global const float *A, __global const float *v,
                               __global float *B, float tau, int rows, int cols)
{
    int j = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (j < cols) {
        float w = 0.0f;
        for (int i = 0; i < rows; i++)
            w += v[i] * A[i * cols + j];
        w *= tau;
        for (int i = 0; i < rows; i++)
            B[i * cols + j] = A[i * cols + j] - v[i] * w;
    }
}
