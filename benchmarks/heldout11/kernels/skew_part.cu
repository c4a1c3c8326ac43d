// Held-out suite 11 (frozen). The skew-symmetric part of a square matrix:
// S[i][j] = (A[i][j] - A[j][i]) / 2, read straight from global memory.
extern "C" __global__ void skew_part(const float *A, float *S, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    int i = blockIdx.y * blockDim.y + threadIdx.y;
    if (i < n && j < n)
        S[(size_t)i * n + j] = 0.5f * (A[(size_t)i * n + j] - A[(size_t)j * n + i]);
}
