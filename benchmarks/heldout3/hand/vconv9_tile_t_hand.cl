// Held-out suite 3 (frozen), hand version of vconv9_tile_t: the same staging in a tile kept
// row by row, tile[row][x], so that a warp's accesses fall in 32 different banks.
__kernel void vconv9_tile_t_hand(__global const float *in, __global const float *w,
                                 __global float *out, int width, int height)
{
    __local float tile[16][32];
    int tx = get_local_id(0), ty = get_local_id(1);
    int x = get_group_id(0) * 32 + tx;
    int y0 = get_group_id(1) * 8;
    for (int r = ty; r < 16; r += 8) {
        int yy = min(max(y0 - 4 + r, 0), height - 1);
        tile[r][tx] = in[yy * width + x];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (y0 + ty < height) {
        float s = 0.0f;
        for (int k = 0; k < 9; k++)
            s += w[k] * tile[ty + k][tx];
        out[(y0 + ty) * width + x] = s;
    }
}
