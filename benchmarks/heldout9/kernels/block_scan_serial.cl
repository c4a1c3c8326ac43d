// Held-out suite 9 (frozen). The inclusive prefix sums of every 256 consecutive floats:
// a work-group stages its values in __local memory and its first item adds them up in
// order. Work-groups of 256 items.
__kernel void block_scan_serial(__global const float *x, __global float *out, int n)
{
    __local float s[256];
    int t = get_local_id(0);
    int i = get_group_id(0) * 256 + t;
    s[t] = i < n ? x[i] : 0.0f;
    barrier(CLK_LOCAL_MEM_FENCE);
    if (t == 0)
        for (int k = 1; k < 256; k++)
            s[k] += s[k - 1];
    barrier(CLK_LOCAL_MEM_FENCE);
    if (i < n)
        out[i] = s[t];
}
