// Dense matrix-vector product y = A x, one work-item per row.
// Uncoalesced: A row-major (rows x cols), adjacent work-items read addresses cols apart.
// Coalesced: A stored column-major (A_t[j * rows + row]), adjacent work-items read
// adjacent addresses.
__kernel void matvec_uncoalesced(__global const float *A, __global const float *x,
                                 __global float *y, const int rows, const int cols)
{
    int row = get_global_id(0);
    if (row < rows) {
        float sum = 0.0f;
        for (int j = 0; j < cols; j++)
            sum += A[row * cols + j] * x[j];
        y[row] = sum;
    }
}

__kernel void matvec_coalesced(__global const float *A_t, __global const float *x,
                               __global float *y, const int rows, const int cols)
{
    int row = get_global_id(0);
    if (row < rows) {
        float sum = 0.0f;
        for (int j = 0; j < cols; j++)
            sum += A_t[j * rows + row] * x[j];
        y[row] = sum;
    }
}
