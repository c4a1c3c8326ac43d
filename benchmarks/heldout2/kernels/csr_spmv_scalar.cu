// Held-out suite 2 (frozen). Sparse matrix-vector product in CSR format, one thread per row
// walking its entries.
extern "C" __global__ void csr_spmv_scalar(const int *rowptr, const int *cols, const float *vals,
                                           const float *x, float *y, int rows)
{
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r < rows) {
        float s = 0.0f;
        for (int k = rowptr[r]; k < rowptr[r + 1]; k++)
            s += vals[k] * x[cols[k]];
        y[r] = s;
    }
}
