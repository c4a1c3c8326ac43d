// Held-out suite 11 (frozen), hand version of row_range_thread: a warp per row (blocks of
// 32 x 8 threads, eight rows per block), the lanes reading the row 32 floats at a time in a
// single pass keeping both extremes, combined by xor shuffles.
extern "C" __global__ void row_range_thread_hand(const float *A, float *spread, int rows,
                                                 int cols)
{
    int lane = threadIdx.x;
    int r = blockIdx.x * 8 + threadIdx.y;
    float hi = -3.402823466e38f, lo = 3.402823466e38f;
    if (r < rows) {
        const float *row = A + (size_t)r * cols;
        for (int c = lane; c < cols; c += 32) {
            float v = row[c];
            hi = fmaxf(hi, v);
            lo = fminf(lo, v);
        }
    }
    for (int off = 16; off > 0; off >>= 1) {
        hi = fmaxf(hi, __shfl_xor_sync(0xffffffffu, hi, off));
        lo = fminf(lo, __shfl_xor_sync(0xffffffffu, lo, off));
    }
    if (r < rows && lane == 0)
        spread[r] = hi - lo;
}
