// Held-out suite 4 (frozen). 3 x 3 binomial blur (1 2 1 / 2 4 2 / 1 2 1, over 16) with
// borders clamped: a block of 32 x 8 threads stages its 10 x 34 neighbourhood in a shared
// tile, then each thread reads its nine taps from it. width is a multiple of 32 and height
// of 8.
__kernel void gauss3x3_shared(__global const float *in, __global float *out, int width,
                              int height)
{
    __local float tile[10][34];
    int tx = get_local_id(0), ty = get_local_id(1);
    int x0 = get_group_id(0) * 32, y0 = get_group_id(1) * 8;
    for (int e = ty * 32 + tx; e < 340; e += 256) {
        int r = e / 34, c = e % 34;
        int gy = min(max(y0 - 1 + r, 0), height - 1);
        int gx = min(max(x0 - 1 + c, 0), width - 1);
        tile[r][c] = in[gy * width + gx];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    float s = 4.0f * tile[ty + 1][tx + 1]
        + 2.0f * (tile[ty][tx + 1] + tile[ty + 2][tx + 1] + tile[ty + 1][tx] + tile[ty + 1][tx + 2])
        + (tile[ty][tx] + tile[ty][tx + 2] + tile[ty + 2][tx] + tile[ty + 2][tx + 2]);
    out[(y0 + ty) * width + x0 + tx] = s * 0.0625f;
}
