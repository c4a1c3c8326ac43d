// Held-out suite 9 (frozen). The sum of every column of a tall rows x cols int matrix, a
// thread per column walking down all its rows.
__kernel void col_sum_tall(__global const int *A, __global int *sums, int rows, int cols)
{
    int c = get_global_id(0);
    if (c < cols) {
        int s = 0;
        for (int r = 0; r < rows; r++)
            s += A[r * cols + c];
        sums[c] = s;
    }
}
