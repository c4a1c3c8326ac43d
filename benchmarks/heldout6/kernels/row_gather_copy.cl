// Held-out suite 6 (frozen). Rows of a row-major matrix gathered by an index list:
// dst[r][:] = src[idx[r]][:] (cols floats per row). One thread per output row, copying it
// float by float.
__kernel void row_gather_copy(__global const float *src, __global const int *idx,
                              __global float *dst, int nout, int cols)
{
    int r = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (r < nout) {
        int s = idx[r];
        for (int j = 0; j < cols; j++)
            dst[r * cols + j] = src[s * cols + j];
    }
}
