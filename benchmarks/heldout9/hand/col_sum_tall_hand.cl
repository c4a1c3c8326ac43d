// Held-out suite 9 (frozen), hand version of col_sum_tall: a 2D grid of 32 x 8 work-groups,
// each summing a strip of 32 columns over its share of the rows (neighbouring items on
// consecutive columns, coalesced; the eight rows of the group interleaved), the eight
// partial sums of a column added in __local memory, then one atomic add per column per
// work-group. sums starts at zero.
__kernel void col_sum_tall_hand(__global const int *A, __global int *sums, int rows, int cols)
{
    __local int part[8][32];
    int tx = get_local_id(0), ty = get_local_id(1);
    int c = get_group_id(0) * 32 + tx;
    int chunk = (rows + get_num_groups(1) - 1) / get_num_groups(1);
    int r0 = get_group_id(1) * chunk;
    int r1 = min(rows, r0 + chunk);
    int s = 0;
    if (c < cols)
        for (int r = r0 + ty; r < r1; r += 8)
            s += A[r * cols + c];
    part[ty][tx] = s;
    barrier(CLK_LOCAL_MEM_FENCE);
    if (ty == 0 && c < cols) {
        for (int k = 1; k < 8; k++)
            s += part[k][tx];
        atomic_add(&sums[c], s);
    }
}
