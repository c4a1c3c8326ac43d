// Held-out suite 4 (frozen), hand version of argmax_rows: one warp per row (blocks of
// 32 x 8 threads, eight rows per block); the lanes stride along the row (coalesced), each
// keeps its best (value, first column), and warp shuffles combine the 32 candidates,
// the lower column winning a tie. The launch covers 32 * rows threads.
extern "C" __global__ void argmax_rows_hand(const float *A, float *vmax, int *imax, int rows,
                                            int cols)
{
    int lane = threadIdx.x;
    int r = blockIdx.x * 8 + threadIdx.y;
    float best = -3.0e38f;
    int bi = 0x7fffffff;
    if (r < rows) {
        for (int c = lane; c < cols; c += 32) {
            float v = A[r * cols + c];
            if (v > best) {
                best = v;
                bi = c;
            }
        }
    }
    for (int off = 16; off > 0; off >>= 1) {
        float ov = __shfl_xor_sync(0xffffffffu, best, off);
        int oi = __shfl_xor_sync(0xffffffffu, bi, off);
        if (ov > best || (ov == best && oi < bi)) {
            best = ov;
            bi = oi;
        }
    }
    if (r < rows && lane == 0) {
        vmax[r] = best;
        imax[r] = bi;
    }
}
