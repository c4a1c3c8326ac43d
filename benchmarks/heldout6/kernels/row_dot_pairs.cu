// Held-out suite 6 (frozen). The dot product of every row of A with the same row of B (both
// row-major, rows x cols): d[r] = sum_j A[r][j] B[r][j]. One thread per row, walking along
// it.
extern "C" __global__ void row_dot_pairs(const float *A, const float *B, float *d, int rows,
                                         int cols)
{
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r < rows) {
        float s = 0.0f;
        for (int j = 0; j < cols; j++)
            s += A[r * cols + j] * B[r * cols + j];
        d[r] = s;
    }
}
