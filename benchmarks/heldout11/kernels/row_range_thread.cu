// Held-out suite 11 (frozen). The spread (max - min) of every row of a rows x cols matrix,
// a thread per row: one pass for the maximum, a second for the minimum.
extern "C" __global__ void row_range_thread(const float *A, float *spread, int rows, int cols)
{
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r >= rows)
        return;
    const float *row = A + (size_t)r * cols;
    float hi = row[0];
    for (int c = 1; c < cols; ++c)
        hi = fmaxf(hi, row[c]);
    float lo = row[0];
    for (int c = 1; c < cols; ++c)
        lo = fminf(lo, row[c]);
    spread[r] = hi - lo;
}
