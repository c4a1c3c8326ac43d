// Held-out suite 6 (frozen), hand version of csr_row_normalize: one warp per row (blocks of
// 32 x 8 threads, eight rows per block); the lanes stride along the row's nonzeros
// (coalesced), warp shuffles give every lane the row's sum, and the lanes write the row
// with the same stride. The launch covers 32 * nrows threads.
extern "C" __global__ void csr_row_normalize_hand(const int *rowptr, const float *vals,
                                                  float *out, int nrows)
{
    int lane = threadIdx.x;
    int r = blockIdx.x * 8 + threadIdx.y;
    float acc = 0.0f;
    int b = 0, e = 0;
    if (r < nrows) {
        b = rowptr[r];
        e = rowptr[r + 1];
    }
    for (int k = b + lane; k < e; k += 32)
        acc += vals[k];
    for (int off = 16; off > 0; off >>= 1)
        acc += __shfl_xor_sync(0xffffffffu, acc, off);
    for (int k = b + lane; k < e; k += 32)
        out[k] = vals[k] / acc;
}
