// Held-out suite 3 (frozen). Solves one tridiagonal system per column of an m x n row-major
// right-hand side (constant sub-diagonal a; the Thomas factors cp[i] and invm[i], which do
// not depend on the column, are given): a forward sweep down the column, then back
// substitution up it. One thread per column.
extern "C" __global__ void tridiag_cols(const float *d, const float *cp, const float *invm,
                                        float *x, float a, int m, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n) {
        float dp = d[j] * invm[0];
        x[j] = dp;
        for (int i = 1; i < m; i++) {
            dp = (d[i * n + j] - a * dp) * invm[i];
            x[i * n + j] = dp;
        }
        float next = dp;
        for (int i = m - 2; i >= 0; i--) {
            next = x[i * n + j] - cp[i] * next;
            x[i * n + j] = next;
        }
    }
}
