// Held-out suite 2 (frozen). Sparse matrix-vector product in COO format on ints, one thread per
// entry: y[row[k]] += val[k] * x[col[k]] with a global atomic add (entries sorted by row).
extern "C" __global__ void coo_spmv_atomic(const int *row, const int *col, const int *val,
                                           const int *x, int *y, int nnz)
{
    int k = blockIdx.x * blockDim.x + threadIdx.x;
    if (k < nnz)
        atomicAdd(&y[row[k]], val[k] * x[col[k]]);
}
