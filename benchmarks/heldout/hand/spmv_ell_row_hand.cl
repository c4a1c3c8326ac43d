// Held-out suite (frozen), hand version of spmv_ell_row: 32 work-items per row (4 rows per
// work-group of 128), each taking entries k = lane, lane + 32, ... of its row (the row's
// entries are contiguous: coalesced), partial sums added in __local memory.
__kernel void spmv_ell_row_hand(__global const int *cols, __global const float *vals,
                                __global const float *x, __global float *y, int rows, int width)
{
    __local float part[128];
    int l = get_local_id(0);
    int lane = l & 31;
    int r = get_group_id(0) * 4 + (l >> 5);
    float s = 0.0f;
    if (r < rows) {
        for (int k = lane; k < width; k += 32) {
            int c = cols[r * width + k];
            if (c >= 0)
                s += vals[r * width + k] * x[c];
        }
    }
    part[l] = s;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int st = 16; st > 0; st >>= 1) {
        if (lane < st)
            part[l] += part[l + st];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lane == 0 && r < rows)
        y[r] = part[l];
}
