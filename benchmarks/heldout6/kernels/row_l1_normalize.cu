// Held-out suite 6 (frozen). Every row of the row-major matrix X (rows x cols) divided by
// the sum of its absolute values (an L1 normalisation). One thread per row, walking it
// twice: once for the sum, once to write the row.
extern "C" __global__ void row_l1_normalize(const float *X, float *Y, int rows, int cols)
{
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r < rows) {
        int base = r * cols;
        float s = 0.0f;
        for (int j = 0; j < cols; j++)
            s += fabsf(X[base + j]);
        for (int j = 0; j < cols; j++)
            Y[base + j] = X[base + j] / s;
    }
}
