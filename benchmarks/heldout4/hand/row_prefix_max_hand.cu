// Held-out suite 4 (frozen), hand version of row_prefix_max: a block of 32 threads owns 32
// rows and walks them 32 columns at a time through a shared tile padded to 33 floats a
// row: the tile is filled and emptied with coalesced row loads and stores, and each thread
// scans its own row in it (conflict-free).
extern "C" __global__ void row_prefix_max_hand(const float *A, float *out, int rows,
                                               int cols)
{
    __shared__ float tile[32][33];
    int t = threadIdx.x;
    int r0 = blockIdx.x * 32;
    float m = -3.0e38f;
    for (int c0 = 0; c0 < cols; c0 += 32) {
        int c = c0 + t;
        for (int k = 0; k < 32; k++) {
            if (r0 + k < rows && c < cols)
                tile[k][t] = A[(r0 + k) * cols + c];
        }
        __syncthreads();
        int lim = min(32, cols - c0);
        for (int j = 0; j < lim; j++) {
            m = fmaxf(m, tile[t][j]);
            tile[t][j] = m;
        }
        __syncthreads();
        for (int k = 0; k < 32; k++) {
            if (r0 + k < rows && c < cols)
                out[(r0 + k) * cols + c] = tile[k][t];
        }
        __syncthreads();
    }
}
