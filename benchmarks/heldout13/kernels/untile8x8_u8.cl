// Held-out suite 13 (frozen). A height x width byte image stored as 8 x 8 tiles (tiles in row
// order, each tile's 64 bytes in row order) copied to plain row order, a work-item per byte of
// the tiled array. width and height are multiples of 8.
__kernel void untile8x8_u8(__global const uchar *tiled, __global uchar *lin, int width,
                           int height)
{
    int i = get_global_id(0);
    if (i < width * height) {
        int tile = i >> 6, r = (i >> 3) & 7, c = i & 7;
        int tiles_x = width >> 3;
        int ty = tile / tiles_x, tx = tile - ty * tiles_x;
        lin[(ty * 8 + r) * width + tx * 8 + c] = tiled[i];
    }
}
