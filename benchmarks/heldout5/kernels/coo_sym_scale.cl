// Held-out suite 5 (frozen). Symmetric diagonal scaling of a sparse matrix in COO form
// (the normalised adjacency D^-1/2 A D^-1/2 of a graph network): out[e] = val[e]
// dinv[row[e]] dinv[col[e]]. One thread per stored entry.
__kernel void coo_sym_scale(__global const int *row, __global const int *col,
                            __global const float *val, __global const float *dinv,
                            __global float *out, int nnz)
{
    int e = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (e < nnz)
        out[e] = val[e] * dinv[row[e]] * dinv[col[e]];
}
