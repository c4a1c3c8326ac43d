// A[i][j] -= A[i][k] * A[k][j] for k < i, j < n; x walks j.
__kernel void lu_update(__global float *A, int n, int k)
{
    int j = k + 1 + get_group_id(0) * get_local_size(0) + get_local_id(0);
    int i = k + 1 + get_group_id(1) * get_local_size(1) + get_local_id(1);
    if (i < n && j < n)
        A[i * n + j] = A[i * n + j] - A[i * n + k] * A[k * n + j];
}
