// Held-out suite 6 (frozen). The outer product out = a b^T (n x m, row-major) on a 2D grid
// whose x index is the row: out[i][j] = a[i] b[j] with i = the thread's x. Lanes of a warp
// take neighbouring rows, so their stores are m floats apart.
__kernel void outer_product_rowx(__global const float *a, __global const float *b,
                                 __global float *out, int n, int m)
{
    int i = get_group_id(0) * get_local_size(0) + get_local_id(0);
    int j = get_group_id(1) * get_local_size(1) + get_local_id(1);
    if (i < n && j < m)
        out[i * m + j] = a[i] * b[j];
}
