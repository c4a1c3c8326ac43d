// Held-out suite (frozen). y = A^T x (PolyBench atax/bicg second step): one thread per
// column of a row-major A; the lanes of a warp read consecutive floats of a row.
extern "C" __global__ void gemv_col(const float *A, const float *x, float *y, int rows, int cols)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < cols) {
        float s = 0.0f;
        for (int i = 0; i < rows; ++i)
            s += A[i * cols + j] * x[i];
        y[j] = s;
    }
}
