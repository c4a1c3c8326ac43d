// Held-out suite 13 (frozen). The sum modulo 2^32 of an array of 32-bit words (a checksum),
// computed by one work-group: its items add a group-stride loop each, then a local-memory
// tree. Launched as a single work-group whose size is a power of two, at most 1024.
__kernel void wrap_sum_u32_oneblock(__global const uint *w, __global uint *total, int n)
{
    __local uint part[1024];
    int t = get_local_id(0);
    int size = get_local_size(0);
    uint s = 0u;
    for (int i = t; i < n; i += size)
        s += w[i];
    part[t] = s;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int span = size / 2; span > 0; span >>= 1) {
        if (t < span)
            part[t] += part[t + span];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (t == 0)
        total[0] = part[0];
}
