// Held-out suite 8 (frozen), hand version of tile_mean8x8: work-groups of 32 x 8, a row of
// items per 32 pixel columns of a row of tiles (four tiles), each item adding its column's
// 8 pixels (every load of the row 32 consecutive floats), then a tree in __local memory
// within groups of 8 items. width is a multiple of 32.
__kernel void tile_mean8x8_hand(__global const float *in, __global float *out, int width,
                                int height)
{
    __local float red[8][32];
    int lx = get_local_id(0), ly = get_local_id(1);
    int x = get_group_id(0) * 32 + lx;
    int ty = get_group_id(1) * 8 + ly;
    float s = 0.0f;
    if (ty < height / 8)
        for (int y = 0; y < 8; y++)
            s += in[(8 * ty + y) * width + x];
    red[ly][lx] = s;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int st = 4; st > 0; st >>= 1) {
        if (lx % 8 < st)
            red[ly][lx] += red[ly][lx + st];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (ty < height / 8 && lx % 8 == 0)
        out[ty * (width / 8) + x / 8] = red[ly][lx] * 0.015625f;
}
