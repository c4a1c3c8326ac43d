// Held-out suite 3 (frozen), hand version of trmv_lower: 32 work-items per row (work-groups
// of 32 x 8, eight rows per group); they stride along the row (coalesced) and their 32
// partial sums are added by a tree in local memory. The launch covers 32 * n work-items.
__kernel void trmv_lower_hand(__global const float *L, __global const float *x, __global float *y,
                              int n)
{
    __local float part[8][32];
    int lane = get_local_id(0), row = get_local_id(1);
    int i = get_group_id(0) * 8 + row;
    float s = 0.0f;
    if (i < n) {
        for (int j = lane; j <= i; j += 32)
            s += L[i * n + j] * x[j];
    }
    part[row][lane] = s;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int st = 16; st > 0; st >>= 1) {
        if (lane < st)
            part[row][lane] += part[row][lane + st];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (i < n && lane == 0)
        y[i] = part[row][0];
}
