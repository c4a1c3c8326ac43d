// Held-out suite 5 (frozen). A Givens rotation of every pair of rows (2p, 2p + 1) of the
// row-major matrix A (rows x cols), with its own cosine and sine: B[2p] = c a + s b,
// B[2p + 1] = c b - s a. One thread per pair of rows, walking along them.
extern "C" __global__ void givens_row_pairs(const float *A, const float *cs, const float *sn,
                                            float *B, int rows, int cols)
{
    int p = blockIdx.x * blockDim.x + threadIdx.x;
    if (2 * p < rows) {
        float c = cs[p], s = sn[p];
        int top = 2 * p * cols, bot = top + cols;
        for (int j = 0; j < cols; j++) {
            float a = A[top + j], b = A[bot + j];
            B[top + j] = c * a + s * b;
            B[bot + j] = c * b - s * a;
        }
    }
}
