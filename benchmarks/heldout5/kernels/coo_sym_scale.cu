// Held-out suite 5 (frozen). Symmetric diagonal scaling of a sparse matrix in COO form
// (the normalised adjacency D^-1/2 A D^-1/2 of a graph network): out[e] = val[e]
// dinv[row[e]] dinv[col[e]]. One thread per stored entry.
extern "C" __global__ void coo_sym_scale(const int *row, const int *col, const float *val,
                                         const float *dinv, float *out, int nnz)
{
    int e = blockIdx.x * blockDim.x + threadIdx.x;
    if (e < nnz)
        out[e] = val[e] * dinv[row[e]] * dinv[col[e]];
}
