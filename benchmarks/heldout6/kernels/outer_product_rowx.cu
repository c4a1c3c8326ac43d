// Held-out suite 6 (frozen). The outer product out = a b^T (n x m, row-major) on a 2D grid
// whose x index is the row: out[i][j] = a[i] b[j] with i = the thread's x. Lanes of a warp
// take neighbouring rows, so their stores are m floats apart.
extern "C" __global__ void outer_product_rowx(const float *a, const float *b, float *out, int n,
                                              int m)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int j = blockIdx.y * blockDim.y + threadIdx.y;
    if (i < n && j < m)
        out[i * m + j] = a[i] * b[j];
}
