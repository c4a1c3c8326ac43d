// Held-out suite 14 (frozen), hand version of rainfall_cumsum_naive: a work-group of 256 items
// per season (seg must be 256), each day's value read once (coalesced; 0 past the end); an
// inclusive scan in local memory by doubling steps between two buffers (each step reads one
// buffer and writes the other, a barrier after every step, reached by every item).
// Work-groups of exactly 256 on a range of ceil(n / 256) groups.
__kernel void rainfall_cumsum_naive_hand(__global const int *restrict rain,
                                         __global int *restrict total, int seg, int n)
{
    __local int buf[2][256];
    int t = get_local_id(0);
    int i = get_group_id(0) * 256 + t;
    buf[0][t] = (i < n) ? rain[i] : 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    int cur = 0;
    for (int off = 1; off < 256; off <<= 1) {
        int x = buf[cur][t];
        if (t >= off)
            x += buf[cur][t - off];
        buf[1 - cur][t] = x;
        barrier(CLK_LOCAL_MEM_FENCE);
        cur = 1 - cur;
    }
    if (i < n)
        total[i] = buf[cur][t];
}
