// Held-out suite 6 (frozen). The values of a CSR matrix scaled so that every row sums to
// one: out[k] = vals[k] / (sum of the row's values). One thread per row, walking its
// nonzeros twice.
__kernel void csr_row_normalize(__global const int *rowptr, __global const float *vals,
                                __global float *out, int nrows)
{
    int r = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (r < nrows) {
        int b = rowptr[r], e = rowptr[r + 1];
        float s = 0.0f;
        for (int k = b; k < e; k++)
            s += vals[k];
        for (int k = b; k < e; k++)
            out[k] = vals[k] / s;
    }
}
