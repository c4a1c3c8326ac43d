// Held-out suite 3 (frozen). Packs the lower triangle of an n x n row-major matrix into
// row-packed storage (ap[i * (i + 1) / 2 + j] = A[i * n + j] for j <= i); one thread per
// element of the 2D grid, the upper triangle's threads do nothing.
extern "C" __global__ void tril_pack(const float *A, float *ap, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    int i = blockIdx.y * blockDim.y + threadIdx.y;
    if (i < n && j <= i)
        ap[i * (i + 1) / 2 + j] = A[i * n + j];
}
