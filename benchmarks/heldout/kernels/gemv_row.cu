// Held-out suite (frozen). y = A x with one thread per row of a row-major A (rows x cols).
// Memory problem: the lanes of a warp read A cols floats apart (uncoalesced).
extern "C" __global__ void gemv_row(const float *A, const float *x, float *y, int rows, int cols)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < rows) {
        float s = 0.0f;
        for (int j = 0; j < cols; ++j)
            s += A[i * cols + j] * x[j];
        y[i] = s;
    }
}
