// Held-out suite 4 (frozen). Symmetric rank-2k update of the lower triangle,
// C = alpha * (A B^T + B A^T) + beta * C, with A and B (n x k) stored k-major
// (A[l * n + i]): one thread per element (i, j) of C, j along x; the threads above the
// diagonal do nothing.
extern "C" __global__ void syr2k_kmajor(const float *A, const float *B, float *C,
                                        float alpha, float beta, int n, int k)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    int i = blockIdx.y * blockDim.y + threadIdx.y;
    if (i < n && j <= i) {
        float s = 0.0f;
        for (int l = 0; l < k; l++)
            s += A[l * n + i] * B[l * n + j] + B[l * n + i] * A[l * n + j];
        C[i * n + j] = alpha * s + beta * C[i * n + j];
    }
}
