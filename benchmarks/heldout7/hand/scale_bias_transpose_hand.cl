// Held-out suite 7 (frozen), hand version of scale_bias_transpose: a 32 x 32 tile per block
// of 32 x 8 threads (four rows each), read row by row (coalesced) into a padded shared tile
// (33 floats a row: no bank conflicts) and written out column by column, so that the stores
// of a warp are neighbours too. The launch covers the matrix in 32 x 32 tiles.
__kernel void scale_bias_transpose_hand(__global const float *in,
                                        __global const float *bias, __global float *out,
                                        float scale, int rows, int cols)
{
    __local float tile[32][33];
    int tx = get_local_id(0), ty = get_local_id(1);
    int c0 = get_group_id(0) * 32, r0 = get_group_id(1) * 32;
    for (int k = 0; k < 32; k += 8) {
        int c = c0 + tx, r = r0 + ty + k;
        if (c < cols && r < rows)
            tile[ty + k][tx] = in[r * cols + c] * scale + bias[c];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int k = 0; k < 32; k += 8) {
        int c = c0 + ty + k, r = r0 + tx;
        if (c < cols && r < rows)
            out[c * rows + r] = tile[tx][ty + k];
    }
}
