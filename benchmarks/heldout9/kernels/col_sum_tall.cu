// Held-out suite 9 (frozen). The sum of every column of a tall rows x cols int matrix, a
// thread per column walking down all its rows.
extern "C" __global__ void col_sum_tall(const int *A, int *sums, int rows, int cols)
{
    int c = blockIdx.x * blockDim.x + threadIdx.x;
    if (c < cols) {
        int s = 0;
        for (int r = 0; r < rows; r++)
            s += A[r * cols + c];
        sums[c] = s;
    }
}
