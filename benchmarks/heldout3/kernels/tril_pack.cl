// Held-out suite 3 (frozen). Packs the lower triangle of an n x n row-major matrix into
// row-packed storage (ap[i * (i + 1) / 2 + j] = A[i * n + j] for j <= i); one thread per
// element of the 2D grid, the upper triangle's threads do nothing.
__kernel void tril_pack(__global const float *A, __global float *ap, int n)
{
    int j = get_group_id(0) * get_local_size(0) + get_local_id(0);
    int i = get_group_id(1) * get_local_size(1) + get_local_id(1);
    if (i < n && j <= i)
        ap[i * (i + 1) / 2 + j] = A[i * n + j];
}
