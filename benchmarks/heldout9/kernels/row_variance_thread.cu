// Held-out suite 9 (frozen). The variance of every row of a matrix (population variance:
// the mean first, then the mean squared deviation), a thread per row walking it.
extern "C" __global__ void row_variance_thread(const float *A, float *var, int rows, int cols)
{
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r < rows) {
        float s = 0.0f;
        for (int c = 0; c < cols; c++)
            s += A[r * cols + c];
        float mean = s / cols;
        float d2 = 0.0f;
        for (int c = 0; c < cols; c++) {
            float d = A[r * cols + c] - mean;
            d2 += d * d;
        }
        var[r] = d2 / cols;
    }
}
