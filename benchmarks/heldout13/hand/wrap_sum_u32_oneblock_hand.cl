// Held-out suite 13 (frozen), hand version of wrap_sum_u32_oneblock: many work-groups of 256
// items (a few per compute unit) add a grid-stride loop per item, reading four words at a time
// as a uint4 where the array allows, reduce the group's sums with a local-memory tree and add
// the group's sum to total with one atomic. total starts at zero; work-groups of exactly 256.
__kernel void wrap_sum_u32_oneblock_hand(__global const uint *restrict w,
                                         __global uint *restrict total, int n)
{
    __local uint part[256];
    int t = get_local_id(0);
    int stride = get_global_size(0);
    int first = get_global_id(0);
    uint s = 0u;
    int quads = n >> 2;
    __global const uint4 *w4 = (__global const uint4 *)w;
    for (int q = first; q < quads; q += stride) {
        uint4 v = w4[q];
        s += v.x + v.y + v.z + v.w;
    }
    for (int i = 4 * quads + first; i < n; i += stride)
        s += w[i];
    part[t] = s;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int span = 128; span > 0; span >>= 1) {
        if (t < span)
            part[t] += part[t + span];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (t == 0)
        atomic_add(total, part[0]);
}
