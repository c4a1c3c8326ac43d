// n x n row-major matrix; x walks the columns.
__kernel void gemver_outer(__global float *A, __global const float *u1, __global const float *v1, __global const float *u2, __global const float *v2, int n)
{
    int j = get_group_id(0) * get_local_size(0) + get_local_id(0);
    int i = get_group_id(1) * get_local_size(1) + get_local_id(1);
    if (i < n && j < n)
        A[i * n + j] = (A[i * n + j] + u1[i] * v1[j]) + u2[i] * v2[j];
}
