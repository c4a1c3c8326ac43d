// Held-out suite 5 (frozen). A Householder reflector applied from the left to a row-major
// matrix A (rows x cols): B = A - tau v (v^T A). One thread per column: it walks down the
// column once for w = v . A[:, j] and once more to write B[:, j] (lanes take neighbouring
// columns).
extern "C" __global__ void householder_cols(const float *A, const float *v, float *B,
                                            float tau, int rows, int cols)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < cols) {
        float w = 0.0f;
        for (int i = 0; i < rows; i++)
            w += v[i] * A[i * cols + j];
        w *= tau;
        for (int i = 0; i < rows; i++)
            B[i * cols + j] = A[i * cols + j] - v[i] * w;
    }
}
