// Held-out suite 5 (frozen), hand version of csr_spmm_k32: one warp per row of A (blocks of
// 32 x 8 threads, eight rows per block), lane k computing output column k: every entry's
// column and value are read by all lanes at once (one broadcast) and the dense row of B and
// the row of C are read and written whole (coalesced). K is 32; the launch covers
// 32 * nrows threads.
extern "C" __global__ void csr_spmm_k32_hand(const int *rowptr, const int *colidx,
                                             const float *vals, const float *B, float *C,
                                             int nrows, int K)
{
    int k = threadIdx.x;
    int r = blockIdx.x * 8 + threadIdx.y;
    if (r < nrows) {
        int end = rowptr[r + 1];
        float s = 0.0f;
        for (int e = rowptr[r]; e < end; e++)
            s += vals[e] * B[colidx[e] * K + k];
        C[r * K + k] = s;
    }
}
