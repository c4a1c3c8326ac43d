// Held-out suite 6 (frozen), hand version of row_gather_copy: one thread per float4 word of
// the output (lanes take neighbouring words of a row: coalesced), each reading its row's
// index. cols is a multiple of 4; the launch covers nout * cols / 4 threads.
__kernel void row_gather_copy_hand(__global const float *src, __global const int *idx,
                                   __global float *dst, int nout, int cols)
{
    int t = get_group_id(0) * get_local_size(0) + get_local_id(0);
    int q = cols >> 2;
    int r = t / q, j = t - r * q;
    if (r < nout)
        ((__global float4 *)dst)[t] = ((__global const float4 *)src)[idx[r] * q + j];
}
