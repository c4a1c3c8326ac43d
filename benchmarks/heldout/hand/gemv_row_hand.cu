// Held-out suite (frozen), hand version of gemv_row: one warp per row; the lanes read
// consecutive floats of the row (coalesced) and add their partial sums with shuffles.
// Launch: rows * 32 threads (blocks of a multiple of 32); the row test is warp-uniform.
extern "C" __global__ void gemv_row_hand(const float *A, const float *x, float *y, int rows, int cols)
{
    int row = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
    int lane = threadIdx.x & 31;
    if (row < rows) {
        float s = 0.0f;
        for (int j = lane; j < cols; j += 32)
            s += A[row * cols + j] * x[j];
        for (int off = 16; off > 0; off >>= 1)
            s += __shfl_down_sync(0xffffffffu, s, off);
        if (lane == 0)
            y[row] = s;
    }
}
