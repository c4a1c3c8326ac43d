// Held-out suite 11 (frozen), hand version of skew_part: a work-group of 32 x 8 items
// handles a 32 x 32 tile; the mirrored tile is read row by row (coalesced) into a 32 x 33
// __local tile and read back transposed (the padding column avoids bank conflicts).
__kernel void skew_part_hand(__global const float *restrict A, __global float *restrict S,
                             int n)
{
    __local float mirror[32][33];
    int bx = get_group_id(0) * 32, by = get_group_id(1) * 32;
    int tx = get_local_id(0);
    for (int r = get_local_id(1); r < 32; r += 8) {
        int row = bx + r, col = by + tx;
        if (row < n && col < n)
            mirror[r][tx] = A[(size_t)row * n + col];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int r = get_local_id(1); r < 32; r += 8) {
        int i = by + r, j = bx + tx;
        if (i < n && j < n)
            S[(size_t)i * n + j] = 0.5f * (A[(size_t)i * n + j] - mirror[tx][r]);
    }
}
