// Held-out suite 2 (frozen). Sparse matrix-vector product in DIA format: ndiag diagonals with
// offsets off[d], stored diagonal after diagonal (data[d * n + i] is row i's entry); one
// thread per row.
extern "C" __global__ void dia_spmv(const float *data, const int *off, const float *x, float *y,
                                    int n, int ndiag)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float s = 0.0f;
        for (int d = 0; d < ndiag; d++) {
            int j = i + off[d];
            if (j >= 0 && j < n)
                s += data[d * n + i] * x[j];
        }
        y[i] = s;
    }
}
