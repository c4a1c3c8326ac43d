// Held-out suite 4 (frozen). Scatters the rows of a matrix (n x D floats) to the rows a
// permutation names: out row perm[r] is in row r. One thread per row, copying its D
// floats one by one.
extern "C" __global__ void row_scatter_perm(const float *in, const int *perm,
                                            float *out, int n, int D)
{
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r < n) {
        int d = perm[r];
        for (int j = 0; j < D; j++)
            out[d * D + j] = in[r * D + j];
    }
}
