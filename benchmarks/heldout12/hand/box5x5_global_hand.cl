// Held-out suite 12 (frozen), hand version of box5x5_global: the work-group's 32 x 8 tile and
// its two-pixel apron (36 x 12, edges clamped) are copied to __local memory once, and the 25
// values of each sum read from there. Blocks of exactly 32 x 8.
__kernel void box5x5_global_hand(__global const float *restrict src,
                                 __global float *restrict dst, int width, int height)
{
    __local float tile[12][36];
    int tx = get_local_id(0), ty = get_local_id(1);
    int x0 = get_group_id(0) * 32 - 2, y0 = get_group_id(1) * 8 - 2;
    for (int k = ty * 32 + tx; k < 12 * 36; k += 256) {
        int row = k / 36, col = k % 36;
        int yy = min(max(y0 + row, 0), height - 1);
        int xx = min(max(x0 + col, 0), width - 1);
        tile[row][col] = src[yy * width + xx];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    int x = x0 + 2 + tx, y = y0 + 2 + ty;
    if (x < width && y < height) {
        float s = 0.0f;
        for (int dy = 0; dy < 5; ++dy)
            for (int dx = 0; dx < 5; ++dx)
                s += tile[ty + dy][tx + dx];
        dst[y * width + x] = s;
    }
}
