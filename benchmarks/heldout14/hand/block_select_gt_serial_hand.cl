// Held-out suite 14 (frozen), hand version of block_select_gt_serial: every item of the group
// tests its row; an exclusive count of the selected rows before each item comes from an
// inclusive scan in local memory by doubling steps between two buffers (a barrier after every
// step, reached by every item); each item then writes its own slot: a selected value to its
// packed place, a zero to slot t when t is at or past the group's count. The two sets of slots
// are disjoint, so every output slot is written exactly once, by one item, with a plain store.
// Work-groups of exactly 256.
__kernel void block_select_gt_serial_hand(__global const int *restrict vals,
                                          __global int *restrict out,
                                          __global int *restrict count, int thr, int n)
{
    __local int buf[2][256];
    int t = get_local_id(0);
    int base = get_group_id(0) * 256;
    int len = min(256, n - base);
    int v = (t < len) ? vals[base + t] : 0;
    int keep = (t < len && v > thr) ? 1 : 0;
    buf[0][t] = keep;
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
    int inclusive = buf[cur][t];
    int kept = buf[cur][255];
    if (keep)
        out[base + inclusive - 1] = v;
    if (t >= kept && t < len)
        out[base + t] = 0;
    if (t == 0)
        count[get_group_id(0)] = kept;
}
