// Held-out suite 7 (frozen). y = A x for a tridiagonal matrix stored as its three diagonals
// (lo[i] = A[i][i-1], di[i] = A[i][i], up[i] = A[i][i+1]; lo[0] and up[n-1] unused).
extern "C" __global__ void tridiag_matvec(const float *lo, const float *di, const float *up,
                                          const float *x, float *y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float s = di[i] * x[i];
        if (i > 0)
            s += lo[i] * x[i - 1];
        if (i < n - 1)
            s += up[i] * x[i + 1];
        y[i] = s;
    }
}
