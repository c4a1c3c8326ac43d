// Held-out suite 4 (frozen), hand version of transpose_i16: a 32 x 32 tile through shared
// memory (blocks of 32 x 8 threads, four rows each), rows padded to 34 shorts (17 words)
// so that the column reads hit 32 different banks; loads and stores both coalesced.
__kernel void transpose_i16_hand(__global const short *in, __global short *out, int width,
                                 int height)
{
    __local short tile[32][34];
    int tx = get_local_id(0), ty = get_local_id(1);
    int bx = get_group_id(0) * 32, by = get_group_id(1) * 32;
    for (int r = ty; r < 32; r += 8) {
        int x = bx + tx, y = by + r;
        if (x < width && y < height)
            tile[r][tx] = in[y * width + x];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int r = ty; r < 32; r += 8) {
        int y = by + tx, x = bx + r;
        if (x < width && y < height)
            out[x * height + y] = tile[tx][r];
    }
}
