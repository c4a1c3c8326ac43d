// Held-out suite 6 (frozen), hand version of row_gather_copy: one thread per float4 word of
// the output (lanes take neighbouring words of a row: coalesced), each reading its row's
// index. cols is a multiple of 4; the launch covers nout * cols / 4 threads.
extern "C" __global__ void row_gather_copy_hand(const float *src, const int *idx, float *dst,
                                                int nout, int cols)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    int q = cols >> 2;
    int r = t / q, j = t - r * q;
    if (r < nout)
        ((float4 *)dst)[t] = ((const float4 *)src)[idx[r] * q + j];
}
