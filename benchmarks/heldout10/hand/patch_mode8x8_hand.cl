// Held-out suite 10 (frozen), hand version of patch_mode8x8: the 16 counters of an item live
// in __local memory as count[label][item] (neighbouring items on consecutive words, no bank
// conflicts), scratch is not touched, and each row of the patch is read as one uint2 (width a
// multiple of 8). Work-groups of at most 256 items.
__kernel void patch_mode8x8_hand(__global const uchar *restrict labels,
                                 __global int *restrict scratch, __global uchar *restrict mode,
                                 int width, int height)
{
    __local int count[16][256];
    int t = get_local_id(0);
    int p = get_global_id(0);
    int pw = width / 8, ph = height / 8;
    if (p < pw * ph) {
        int px = p % pw, py = p / pw;
        for (int b = 0; b < 16; b++)
            count[b][t] = 0;
        for (int r = 0; r < 8; r++) {
            uint2 row = *(__global const uint2 *)(labels + (size_t)(py * 8 + r) * width + px * 8);
            for (int k = 0; k < 4; k++) {
                count[(row.x >> (8 * k)) & 15u][t]++;
                count[(row.y >> (8 * k)) & 15u][t]++;
            }
        }
        int best = 0, most = count[0][t];
        for (int b = 1; b < 16; b++) {
            int c = count[b][t];
            if (c > most) {
                most = c;
                best = b;
            }
        }
        mode[p] = (uchar)best;
    }
}
