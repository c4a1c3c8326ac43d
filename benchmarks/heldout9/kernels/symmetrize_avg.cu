// Held-out suite 9 (frozen). The symmetric part of a square n x n matrix, (A + A^T) / 2,
// a thread per element.
extern "C" __global__ void symmetrize_avg(const float *A, float *out, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    int i = blockIdx.y * blockDim.y + threadIdx.y;
    if (i < n && j < n)
        out[i * n + j] = 0.5f * (A[i * n + j] + A[j * n + i]);
}
