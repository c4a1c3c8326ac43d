// Held-out suite 7 (frozen), hand version of row_chunk_sums32: a warp per chunk (blocks of
// 32 x 8 threads, eight chunks per block, chunk p being row p / (cols / 32), chunk
// p % (cols / 32)); every lane loads one float of the chunk (coalesced) and warp shuffles
// add the 32 values, with no shared memory. The launch covers 32 threads per chunk.
extern "C" __global__ void row_chunk_sums32_hand(const float *A, float *out, int rows,
                                                 int cols)
{
    int lane = threadIdx.x;
    int p = blockIdx.x * 8 + threadIdx.y;
    int nch = cols / 32;
    float s = 0.0f;
    if (p < rows * nch)
        s = A[(p / nch) * cols + (p % nch) * 32 + lane];
    for (int off = 16; off > 0; off >>= 1)
        s += __shfl_xor_sync(0xffffffffu, s, off);
    if (p < rows * nch && lane == 0)
        out[p] = s;
}
