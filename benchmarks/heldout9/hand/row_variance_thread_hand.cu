// Held-out suite 9 (frozen), hand version of row_variance_thread: a warp per row (blocks of
// 32 x 8 threads, eight rows per block), lanes reading the row 32 floats at a time
// (coalesced), both sums added by xor shuffles.
__device__ float warp_sum(float v)
{
    for (int off = 16; off > 0; off >>= 1)
        v += __shfl_xor_sync(0xffffffffu, v, off);
    return v;
}

extern "C" __global__ void row_variance_thread_hand(const float *A, float *var, int rows,
                                                    int cols)
{
    int lane = threadIdx.x;
    int r = blockIdx.x * 8 + threadIdx.y;
    float s = 0.0f;
    if (r < rows)
        for (int c = lane; c < cols; c += 32)
            s += A[r * cols + c];
    float mean = warp_sum(s) / cols;
    float d2 = 0.0f;
    if (r < rows)
        for (int c = lane; c < cols; c += 32) {
            float d = A[r * cols + c] - mean;
            d2 += d * d;
        }
    d2 = warp_sum(d2);
    if (r < rows && lane == 0)
        var[r] = d2 / cols;
}
