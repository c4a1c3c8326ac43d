// Held-out suite 4 (frozen). Per-row maximum and the first column where it occurs, of a
// row-major matrix (rows x cols): one thread per row, walking along it.
extern "C" __global__ void argmax_rows(const float *A, float *vmax, int *imax,
                                       int rows, int cols)
{
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r < rows) {
        float best = A[r * cols];
        int bi = 0;
        for (int c = 1; c < cols; c++) {
            float v = A[r * cols + c];
            if (v > best) {
                best = v;
                bi = c;
            }
        }
        vmax[r] = best;
        imax[r] = bi;
    }
}
