// Held-out suite 5 (frozen). Sparse times dense: C = A B with A in CSR (rowptr, colidx,
// vals) and B, C row-major with K = 32 columns. One thread per row of A, computing its K
// outputs one after another, each by walking the row's entries.
extern "C" __global__ void csr_spmm_k32(const int *rowptr, const int *colidx,
                                        const float *vals, const float *B, float *C,
                                        int nrows, int K)
{
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r < nrows) {
        int beg = rowptr[r], end = rowptr[r + 1];
        for (int k = 0; k < K; k++) {
            float s = 0.0f;
            for (int e = beg; e < end; e++)
                s += vals[e] * B[colidx[e] * K + k];
            C[r * K + k] = s;
        }
    }
}
