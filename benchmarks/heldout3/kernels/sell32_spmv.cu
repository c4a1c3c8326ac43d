// Held-out suite 3 (frozen). Sparse matrix-vector product in SELL-32 (sliced ELLPACK):
// rows in slices of 32, slice s padded to width[s] entries per row and stored entry-major
// from sliceptr[s] (entry k of row 32 s + l at sliceptr[s] + 32 k + l; padding has value 0
// and column 0). One thread per row.
extern "C" __global__ void sell32_spmv(const int *sliceptr, const int *width, const int *col,
                                       const float *val, const float *x, float *y, int rows)
{
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r < rows) {
        int s = r >> 5, l = r & 31;
        int base = sliceptr[s] + l;
        float acc = 0.0f;
        for (int k = 0; k < width[s]; k++)
            acc += val[base + 32 * k] * x[col[base + 32 * k]];
        y[r] = acc;
    }
}
