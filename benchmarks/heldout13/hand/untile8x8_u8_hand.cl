// Held-out suite 13 (frozen), hand version of untile8x8_u8: a work-group of 256 items per band
// segment of 8 rows x 256 columns (32 tiles, 2048 contiguous bytes of the tiled array). The
// items read the segment as 512 consecutive words into local memory (each tile's 16 words
// padded to 17 against bank conflicts), then write each of the 8 rows as 64 consecutive words,
// picking the bytes from the staged tiles. Work-groups of exactly 256 on a range of (width /
// 256, height / 8) groups; width is a multiple of 256.
__kernel void untile8x8_u8_hand(__global const uchar *restrict tiled,
                                __global uchar *restrict lin, int width, int height)
{
    __local uint seg[544];
    int t = get_local_id(0);
    int x0 = get_group_id(0) * 256, band = get_group_id(1);
    __global const uint *src =
        (__global const uint *)(tiled + ((size_t)band * 8 * width + (size_t)x0 * 8));
    seg[t + (t >> 4)] = src[t];
    seg[t + 256 + ((t + 256) >> 4)] = src[t + 256];
    barrier(CLK_LOCAL_MEM_FENCE);
    __global uint *dst = (__global uint *)(lin + (size_t)band * 8 * width + x0);
    int words_per_row = width >> 2;
    for (int k = 0; k < 2; k++) {
        int w = t + 256 * k;
        int r = w >> 6, q = w & 63;
        /* bytes 4q..4q+3 of row r: tile q / 2, tile row r, columns 4 (q & 1) .. + 3 */
        dst[r * words_per_row + q] = seg[(q >> 1) * 17 + r * 2 + (q & 1)];
    }
}
