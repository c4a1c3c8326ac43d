// Held-out suite 3 (frozen). Sparse matrix-vector product in SELL-32 (sliced ELLPACK):
// rows in slices of 32, slice s padded to width[s] entries per row and stored entry-major
// from sliceptr[s] (entry k of row 32 s + l at sliceptr[s] + 32 k + l; padding has value 0
// and column 0). One thread per row.
__kernel void sell32_spmv(__global const int *sliceptr, __global const int *width,
                          __global const int *col, __global const float *val,
                          __global const float *x, __global float *y, int rows)
{
    int r = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (r < rows) {
        int s = r >> 5, l = r & 31;
        int base = sliceptr[s] + l;
        float acc = 0.0f;
        for (int k = 0; k < width[s]; k++)
            acc += val[base + 32 * k] * x[col[base + 32 * k]];
        y[r] = acc;
    }
}
