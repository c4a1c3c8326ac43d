// Held-out suite 8 (frozen), hand version of row_absmax_scale: a warp per row (blocks of 32
// x 8 threads, eight rows per block), lanes reading the row 32 floats at a time
// (coalesced), the largest value found by xor shuffles.
extern "C" __global__ void row_absmax_scale_hand(const float *A, float *scale, int rows,
                                                 int cols)
{
    int lane = threadIdx.x;
    int r = blockIdx.x * 8 + threadIdx.y;
    float m = 0.0f;
    if (r < rows)
        for (int c = lane; c < cols; c += 32)
            m = fmaxf(m, fabsf(A[r * cols + c]));
    for (int off = 16; off > 0; off >>= 1)
        m = fmaxf(m, __shfl_xor_sync(0xffffffffu, m, off));
    if (r < rows && lane == 0)
        scale[r] = m / 127.0f;
}
