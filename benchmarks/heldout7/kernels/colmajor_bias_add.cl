// Held-out suite 7 (frozen). A column-major matrix A (n rows x m columns, A[c * n + r])
// scaled by a factor per row and shifted by a bias per column. The threads are numbered in
// row-major order (t = r * m + c), so neighbouring threads take neighbouring columns.
__kernel void colmajor_bias_add(__global const float *A, __global const float *rs,
                                __global const float *cb, __global float *out, int n, int m)
{
    int t = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (t < n * m) {
        int r = t / m;
        int c = t % m;
        out[c * n + r] = A[c * n + r] * rs[r] + cb[c];
    }
}
