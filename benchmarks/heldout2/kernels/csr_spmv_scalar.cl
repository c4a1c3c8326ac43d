// walking its entries.
__kernel void csr_spmv_scalar(__global const int *rowptr, __global const int *cols, __global const float *vals, __global const float *x, __global float *y, int rows)
{
    int r = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (r < rows) {
        float s = 0.0f;
        for (int k = rowptr[r]; k < rowptr[r + 1]; k++)
            s += vals[k] * x[cols[k]];
        y[r] = s;
    }
}
