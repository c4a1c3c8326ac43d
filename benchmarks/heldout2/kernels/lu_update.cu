// Held-out suite 2 (frozen). PolyBench lu, trailing update of step k:
// A[i][j] -= A[i][k] * A[k][j] for k < i, j < n; x walks j.
extern "C" __global__ void lu_update(float *A, int n, int k)
{
    int j = k + 1 + blockIdx.x * blockDim.x + threadIdx.x;
    int i = k + 1 + blockIdx.y * blockDim.y + threadIdx.y;
    if (i < n && j < n)
        A[i * n + j] = A[i * n + j] - A[i * n + k] * A[k * n + j];
}
