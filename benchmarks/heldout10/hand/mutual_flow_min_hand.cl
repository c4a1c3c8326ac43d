// Held-out suite 10 (frozen), hand version of mutual_flow_min: a work-group of 32 x 8 items
// per 32 x 32 tile; the mirrored tile F[j][i] is read row by row (coalesced) into a __local
// tile padded to 33 columns (no bank conflicts) and read back transposed.
__kernel void mutual_flow_min_hand(__global const int *restrict F, __global int *restrict out,
                                   int n)
{
    __local int mirror[32][33];
    int bx = get_group_id(0) * 32, by = get_group_id(1) * 32;
    int tx = get_local_id(0);
    for (int k = get_local_id(1); k < 32; k += 8) {
        int r = bx + k, c = by + tx;
        if (r < n && c < n)
            mirror[k][tx] = F[r * n + c];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int k = get_local_id(1); k < 32; k += 8) {
        int i = by + k, j = bx + tx;
        if (i < n && j < n)
            out[i * n + j] = min(F[i * n + j], mirror[tx][k]);
    }
}
