// entry: y[row[k]] += val[k] * x[col[k]] with a global atomic add (entries sorted by row).
__kernel void coo_spmv_atomic(__global const int *row, __global const int *col, __global const int *val, __global const int *x, __global int *y, int nnz)
{
    int k = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (k < nnz)
        atomic_add(&y[row[k]], val[k] * x[col[k]]);
}
