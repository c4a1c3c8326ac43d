// Held-out suite 6 (frozen), hand version of image_rotate90: a 32 x 32 tile per block of 32
// x 8 threads (four rows each), read row by row (coalesced) into a padded shared tile and
// written out column by column, so that the stores of a warp are neighbours too. The launch
// covers the image in 32 x 32 tiles.
extern "C" __global__ void image_rotate90_hand(const float *in, float *out, int width,
                                               int height)
{
    __shared__ float tile[32][33];
    int tx = threadIdx.x, ty = threadIdx.y;
    int x0 = blockIdx.x * 32, y0 = blockIdx.y * 32;
    for (int k = 0; k < 32; k += 8) {
        int x = x0 + tx, y = y0 + ty + k;
        if (x < width && y < height)
            tile[ty + k][tx] = in[y * width + x];
    }
    __syncthreads();
    for (int k = 0; k < 32; k += 8) {
        int x = x0 + ty + k, y = y0 + tx;
        if (x < width && y < height)
            out[x * height + (height - 1 - y)] = tile[tx][ty + k];
    }
}
