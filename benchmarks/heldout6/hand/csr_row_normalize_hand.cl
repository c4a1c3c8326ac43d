// Held-out suite 6 (frozen), hand version of csr_row_normalize: 32 work-items per row
// (work-groups of 32 x 8, eight rows per group); they stride along the row's nonzeros
// (coalesced), a tree in local memory gives them the row's sum, and they write the row with
// the same stride. The launch covers 32 * nrows work-items.
__kernel void csr_row_normalize_hand(__global const int *rowptr, __global const float *vals,
                                     __global float *out, int nrows)
{
    __local float part[8][32];
    int lane = get_local_id(0), row = get_local_id(1);
    int r = get_group_id(0) * 8 + row;
    float acc = 0.0f;
    int b = 0, e = 0;
    if (r < nrows) {
        b = rowptr[r];
        e = rowptr[r + 1];
    }
    for (int k = b + lane; k < e; k += 32)
        acc += vals[k];
    part[row][lane] = acc;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int st = 16; st > 0; st >>= 1) {
        if (lane < st)
            part[row][lane] += part[row][lane + st];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    acc = part[row][0];
    for (int k = b + lane; k < e; k += 32)
        out[k] = vals[k] / acc;
}
