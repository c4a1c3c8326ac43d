// Held-out suite 11 (frozen), hand version of box_sum1d_r16: the work-group's 256 values and
// the 16 on each side are copied once to __local memory (coalesced), then every item adds
// its 33 values from there. Work-groups of 256 items.
__kernel void box_sum1d_r16_hand(__global const float *restrict x, __global float *restrict y,
                                 int n)
{
    __local float tile[256 + 32];
    int t = get_local_id(0);
    int first = get_group_id(0) * 256 - 16;
    for (int k = t; k < 256 + 32; k += 256) {
        int j = min(max(first + k, 0), n - 1);
        tile[k] = x[j];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    int i = get_group_id(0) * 256 + t;
    if (i < n) {
        float s = 0.0f;
        for (int k = 0; k <= 32; ++k)
            s += tile[t + k];
        y[i] = s;
    }
}
