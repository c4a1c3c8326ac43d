// Held-out suite (frozen). PolyBench syrk: C = alpha * A A^T + beta * C, A is n x m
// row-major, C n x n; thread (x = j, y = i), the natural PolyBench-GPU form.
extern "C" __global__ void syrk(const float *A, float *C, float alpha, float beta, int n, int m)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    int i = blockIdx.y * blockDim.y + threadIdx.y;
    if (i < n && j < n) {
        float s = 0.0f;
        for (int k = 0; k < m; ++k)
            s += A[i * m + k] * A[j * m + k];
        C[i * n + j] = beta * C[i * n + j] + alpha * s;
    }
}
