// Held-out suite 9 (frozen). The dot product of every 512 consecutive pairs of two vectors:
// two products per item (256 apart, coalesced), then a work-group tree in __local memory.
// Work-groups of 256 items.
__kernel void dot_partials256(__global const float *x, __global const float *y,
                              __global float *partial, int n)
{
    __local float s[256];
    int t = get_local_id(0);
    int i = get_group_id(0) * 512 + t;
    float acc = 0.0f;
    if (i < n)
        acc = x[i] * y[i];
    if (i + 256 < n)
        acc += x[i + 256] * y[i + 256];
    s[t] = acc;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int st = 128; st > 0; st >>= 1) {
        if (t < st)
            s[t] += s[t + st];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (t == 0)
        partial[get_group_id(0)] = s[0];
}
