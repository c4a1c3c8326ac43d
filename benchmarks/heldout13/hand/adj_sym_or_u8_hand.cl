// Held-out suite 13 (frozen), hand version of adj_sym_or_u8: each work-group of 32 x 8 items
// produces a 32 x 32 tile of s; it first copies the mirrored 32 x 32 tile of a into local
// memory with coalesced row reads (an int per byte, rows padded to 33 words), then reads it
// transposed from there. Work-groups of exactly 32 x 8, one per 32 x 32 tile.
__kernel void adj_sym_or_u8_hand(__global const uchar *restrict a, __global uchar *restrict s,
                                 int n)
{
    __local int mirror[32][33];
    int tx = get_local_id(0), ty = get_local_id(1);
    int col0 = get_group_id(0) * 32, row0 = get_group_id(1) * 32;
    for (int k = 0; k < 32; k += 8) {
        int r = col0 + ty + k, c = row0 + tx;
        mirror[ty + k][tx] = (r < n && c < n) ? a[r * n + c] : 0;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int k = 0; k < 32; k += 8) {
        int i = row0 + ty + k, j = col0 + tx;
        if (i < n && j < n)
            s[i * n + j] = (uchar)(a[i * n + j] | mirror[tx][ty + k]);
    }
}
