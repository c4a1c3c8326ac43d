// Held-out suite 4 (frozen), hand version of row_prefix_max: a block of 32 threads owns 32
// rows and walks them 32 columns at a time through a shared tile padded to 33 floats a
// row: the tile is filled and emptied with coalesced row loads and stores, and each thread
// scans its own row in it (conflict-free).
__kernel void row_prefix_max_hand(__global const float *A, __global float *out, int rows,
                                  int cols)
{
    __local float tile[32][33];
    int t = get_local_id(0);
    int r0 = get_group_id(0) * 32;
    float m = -3.0e38f;
    for (int c0 = 0; c0 < cols; c0 += 32) {
        int c = c0 + t;
        for (int k = 0; k < 32; k++) {
            if (r0 + k < rows && c < cols)
                tile[k][t] = A[(r0 + k) * cols + c];
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        int lim = min(32, cols - c0);
        for (int j = 0; j < lim; j++) {
            m = fmax(m, tile[t][j]);
            tile[t][j] = m;
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        for (int k = 0; k < 32; k++) {
            if (r0 + k < rows && c < cols)
                out[(r0 + k) * cols + c] = tile[k][t];
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
}
