// Held-out suite 6 (frozen), hand version of image_rotate90: a 32 x 32 tile per block of 32
// x 8 threads (four rows each), read row by row (coalesced) into a padded shared tile and
// written out column by column, so that the stores of a warp are neighbours too. The launch
// covers the image in 32 x 32 tiles.
__kernel void image_rotate90_hand(__global const float *in, __global float *out, int width,
                                  int height)
{
    __local float tile[32][33];
    int tx = get_local_id(0), ty = get_local_id(1);
    int x0 = get_group_id(0) * 32, y0 = get_group_id(1) * 32;
    for (int k = 0; k < 32; k += 8) {
        int x = x0 + tx, y = y0 + ty + k;
        if (x < width && y < height)
            tile[ty + k][tx] = in[y * width + x];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int k = 0; k < 32; k += 8) {
        int x = x0 + ty + k, y = y0 + tx;
        if (x < width && y < height)
            out[x * height + (height - 1 - y)] = tile[tx][ty + k];
    }
}
