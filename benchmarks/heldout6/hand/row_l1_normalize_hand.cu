// Held-out suite 6 (frozen), hand version of row_l1_normalize: one warp per row (blocks of
// 32 x 8 threads, eight rows per block); the lanes stride along the row (coalesced), warp
// shuffles give every lane the row's sum, and the lanes write the row with the same stride.
// The launch covers 32 * rows threads.
extern "C" __global__ void row_l1_normalize_hand(const float *X, float *Y, int rows, int cols)
{
    int lane = threadIdx.x;
    int r = blockIdx.x * 8 + threadIdx.y;
    float acc = 0.0f;
    int base = r * cols;
    if (r < rows)
        for (int j = lane; j < cols; j += 32)
            acc += fabsf(X[base + j]);
    for (int off = 16; off > 0; off >>= 1)
        acc += __shfl_xor_sync(0xffffffffu, acc, off);
    if (r < rows)
        for (int j = lane; j < cols; j += 32)
            Y[base + j] = X[base + j] / acc;
}
