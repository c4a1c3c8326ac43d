// Held-out suite 7 (frozen), hand version of scale_bias_transpose: a 32 x 32 tile per block
// of 32 x 8 threads (four rows each), read row by row (coalesced) into a padded shared tile
// (33 floats a row: no bank conflicts) and written out column by column, so that the stores
// of a warp are neighbours too. The launch covers the matrix in 32 x 32 tiles.
extern "C" __global__ void scale_bias_transpose_hand(const float *in, const float *bias,
                                                     float *out, float scale, int rows,
                                                     int cols)
{
    __shared__ float tile[32][33];
    int tx = threadIdx.x, ty = threadIdx.y;
    int c0 = blockIdx.x * 32, r0 = blockIdx.y * 32;
    for (int k = 0; k < 32; k += 8) {
        int c = c0 + tx, r = r0 + ty + k;
        if (c < cols && r < rows)
            tile[ty + k][tx] = in[r * cols + c] * scale + bias[c];
    }
    __syncthreads();
    for (int k = 0; k < 32; k += 8) {
        int c = c0 + ty + k, r = r0 + tx;
        if (c < cols && r < rows)
            out[c * rows + r] = tile[tx][ty + k];
    }
}
