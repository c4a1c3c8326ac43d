// Held-out suite 14 (frozen), hand version of price_path_variation_rows: 32 work-items per path
// (eight paths per work-group of 256), reading consecutive prices (coalesced) and adding their
// squared steps; each path's 32 sums are added by a tree in local memory, a barrier after every
// level (reached by every item of the group), and the first item of the path stores its value.
// Work-groups of exactly 256 on a range of ceil(rows / 8) groups.
__kernel void price_path_variation_rows_hand(__global const float *restrict price,
                                             __global float *restrict qv, int rows, int t)
{
    __local float part[256];
    int id = get_local_id(0);
    int lane = id & 31;
    int r = get_group_id(0) * 8 + (id >> 5);
    float s = 0.0f;
    if (r < rows) {
        __global const float *p = price + (size_t)r * t;
        for (int k = lane + 1; k < t; k += 32) {
            float d = p[k] - p[k - 1];
            s += d * d;
        }
    }
    part[id] = s;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int span = 16; span > 0; span >>= 1) {
        if (lane < span)
            part[id] += part[id + span];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lane == 0 && r < rows)
        qv[r] = part[id];
}
