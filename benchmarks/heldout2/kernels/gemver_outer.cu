// Held-out suite 2 (frozen). PolyBench gemver, first step: A = A + u1 v1^T + u2 v2^T on an
// n x n row-major matrix; x walks the columns.
extern "C" __global__ void gemver_outer(float *A, const float *u1, const float *v1,
                                        const float *u2, const float *v2, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    int i = blockIdx.y * blockDim.y + threadIdx.y;
    if (i < n && j < n)
        A[i * n + j] = (A[i * n + j] + u1[i] * v1[j]) + u2[i] * v2[j];
}
