// Held-out suite 10 (frozen), hand version of template_ssd8x8: a work-group of 32 x 8 items
// copies the 39 x 15 image tile its outputs need and the template into __local memory once
// (coalesced), then every item sums its window from there (neighbouring items on
// consecutive words, no bank conflicts; the template read is a broadcast). Work-groups of
// 32 x 8 items.
__kernel void template_ssd8x8_hand(__global const float *restrict img,
                                   __global const float *restrict tpl,
                                   __global float *restrict out, int width, int height)
{
    __local float tile[15][40];
    __local float t8[64];
    int tx = get_local_id(0), ty = get_local_id(1);
    int x0 = get_group_id(0) * 32, y0 = get_group_id(1) * 8;
    int flat = ty * 32 + tx;
    for (int k = flat; k < 15 * 39; k += 256) {
        int r = k / 39, c = k % 39;
        int gy = y0 + r, gx = x0 + c;
        tile[r][c] = (gy < height && gx < width) ? img[gy * width + gx] : 0.0f;
    }
    if (flat < 64)
        t8[flat] = tpl[flat];
    barrier(CLK_LOCAL_MEM_FENCE);
    int x = x0 + tx, y = y0 + ty;
    int ow = width - 7, oh = height - 7;
    if (x < ow && y < oh) {
        float s = 0.0f;
        for (int i = 0; i < 8; i++)
            for (int j = 0; j < 8; j++) {
                float d = tile[ty + i][tx + j] - t8[i * 8 + j];
                s += d * d;
            }
        out[y * ow + x] = s;
    }
}
