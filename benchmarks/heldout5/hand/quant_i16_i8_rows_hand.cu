// Held-out suite 5 (frozen), hand version of quant_i16_i8_rows: one warp per row (blocks of
// 32 x 8 threads, eight rows per block); each lane takes four columns at a time, read as
// one 8-byte short4 and written as one 4-byte char4 (coalesced), and warp shuffles combine
// the lanes' maxima. cols is a multiple of 4; the launch covers 32 * rows threads.
__device__ signed char q8(int x, int m)
{
    return (signed char)(x * 127 / m);
}

__device__ int amax4(short4 v)
{
    return max(max(abs((int)v.x), abs((int)v.y)), max(abs((int)v.z), abs((int)v.w)));
}

extern "C" __global__ void quant_i16_i8_rows_hand(const short *X, signed char *Q, int *amax,
                                                  int rows, int cols)
{
    int lane = threadIdx.x;
    int r = blockIdx.x * 8 + threadIdx.y;
    int q = cols >> 2;
    const short4 *row = (const short4 *)X + (r < rows ? r : 0) * q;
    int m = 1;
    if (r < rows) {
        for (int c = lane; c < q; c += 32)
            m = max(m, amax4(row[c]));
    }
    for (int off = 16; off > 0; off >>= 1)
        m = max(m, __shfl_xor_sync(0xffffffffu, m, off));
    if (r < rows) {
        char4 *dst = (char4 *)Q + r * q;
        for (int c = lane; c < q; c += 32) {
            short4 v = row[c];
            char4 o;
            o.x = q8(v.x, m);
            o.y = q8(v.y, m);
            o.z = q8(v.z, m);
            o.w = q8(v.w, m);
            dst[c] = o;
        }
        if (lane == 0)
            amax[r] = m;
    }
}
