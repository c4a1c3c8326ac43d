// Held-out suite 6 (frozen), hand version of row_dot_pairs: one warp per row (blocks of 32
// x 8 threads, eight rows per block); the lanes stride along the row reading float4 words
// of A and B (coalesced; cols is a multiple of 4) and warp shuffles add their 32 partial
// sums. The launch covers 32 * rows threads.
extern "C" __global__ void row_dot_pairs_hand(const float *A, const float *B, float *d,
                                              int rows, int cols)
{
    int lane = threadIdx.x;
    int r = blockIdx.x * 8 + threadIdx.y;
    float acc = 0.0f;
    int q = cols >> 2;
    if (r < rows)
        for (int j = lane; j < q; j += 32) {
            float4 a = ((const float4 *)A)[r * q + j];
            float4 b = ((const float4 *)B)[r * q + j];
            acc += a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w;
        }
    for (int off = 16; off > 0; off >>= 1)
        acc += __shfl_xor_sync(0xffffffffu, acc, off);
    if (r < rows && lane == 0)
        d[r] = acc;
}
