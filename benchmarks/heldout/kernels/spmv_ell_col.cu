// Held-out suite (frozen). SpMV in ELL format stored column-major (entry k of row r at
// k * rows + r; padding entries have column -1), one thread per row.
extern "C" __global__ void spmv_ell_col(const int *cols, const float *vals, const float *x,
                                        float *y, int rows, int width)
{
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r < rows) {
        float s = 0.0f;
        for (int k = 0; k < width; ++k) {
            int c = cols[k * rows + r];
            if (c >= 0)
                s += vals[k * rows + r] * x[c];
        }
        y[r] = s;
    }
}
