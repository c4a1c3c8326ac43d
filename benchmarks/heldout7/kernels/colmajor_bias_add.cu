// Held-out suite 7 (frozen). A column-major matrix A (n rows x m columns, A[c * n + r])
// scaled by a factor per row and shifted by a bias per column. The threads are numbered in
// row-major order (t = r * m + c), so neighbouring threads take neighbouring columns.
extern "C" __global__ void colmajor_bias_add(const float *A, const float *rs, const float *cb,
                                             float *out, int n, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < n * m) {
        int r = t / m;
        int c = t % m;
        out[c * n + r] = A[c * n + r] * rs[r] + cb[c];
    }
}
