// Held-out suite 7 (frozen). y = A x for a tridiagonal matrix stored as its three diagonals
// (lo[i] = A[i][i-1], di[i] = A[i][i], up[i] = A[i][i+1]; lo[0] and up[n-1] unused).
__kernel void tridiag_matvec(__global const float *lo, __global const float *di,
                             __global const float *up, __global const float *x,
                             __global float *y, int n)
{
    int i = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (i < n) {
        float s = di[i] * x[i];
        if (i > 0)
            s += lo[i] * x[i - 1];
        if (i < n - 1)
            s += up[i] * x[i + 1];
        y[i] = s;
    }
}
