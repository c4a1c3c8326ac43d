// Held-out suite 6 (frozen), hand version of row_l1_normalize: 32 work-items per row
// (work-groups of 32 x 8, eight rows per group); they stride along the row (coalesced), a
// tree in local memory gives them the row's sum, and they write the row with the same
// stride. The launch covers 32 * rows work-items.
__kernel void row_l1_normalize_hand(__global const float *X, __global float *Y, int rows,
                                    int cols)
{
    __local float part[8][32];
    int lane = get_local_id(0), row = get_local_id(1);
    int r = get_group_id(0) * 8 + row;
    float acc = 0.0f;
    int base = r * cols;
    if (r < rows)
        for (int j = lane; j < cols; j += 32)
            acc += fabs(X[base + j]);
    part[row][lane] = acc;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int st = 16; st > 0; st >>= 1) {
        if (lane < st)
            part[row][lane] += part[row][lane + st];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    acc = part[row][0];
    if (r < rows)
        for (int j = lane; j < cols; j += 32)
            Y[base + j] = X[base + j] / acc;
}
