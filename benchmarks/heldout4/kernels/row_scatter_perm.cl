// Held-out suite 4 (frozen). Scatters the rows of a matrix (n x D floats) to the rows a
// permutation names: out row perm[r] is in row r. One thread per row, copying its D
// floats one by one.
__kernel void row_scatter_perm(__global const float *in, __global const int *perm,
                               __global float *out, int n, int D)
{
    int r = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (r < n) {
        int d = perm[r];
        for (int j = 0; j < D; j++)
            out[d * D + j] = in[r * D + j];
    }
}
