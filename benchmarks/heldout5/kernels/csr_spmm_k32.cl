// Held-out suite 5 (frozen). Sparse times dense: C = A B with A in CSR (rowptr, colidx,
// vals) and B, C row-major with K = 32 columns. One thread per row of A, computing its K
// outputs one after another, each by walking the row's entries.
__kernel void csr_spmm_k32(__global const int *rowptr, __global const int *colidx,
                           __global const float *vals, __global const float *B,
                           __global float *C, int nrows, int K)
{
    int r = get_group_id(0) * get_local_size(0) + get_local_id(0);
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
