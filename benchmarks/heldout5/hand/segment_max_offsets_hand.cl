// Held-out suite 5 (frozen), hand version of segment_max_offsets: 32 work-items per segment
// (work-groups of 32 x 8, eight segments per group); they stride along the segment
// (coalesced) and a tree in local memory combines their 32 maxima. The launch covers
// 32 * nseg work-items.
__kernel void segment_max_offsets_hand(__global const float *vals,
                                       __global const int *offsets, __global float *out,
                                       int nseg)
{
    __local float part[8][32];
    int lane = get_local_id(0), row = get_local_id(1);
    int s = get_group_id(0) * 8 + row;
    float m = -3.0e38f;
    if (s < nseg) {
        int end = offsets[s + 1];
        for (int e = offsets[s] + lane; e < end; e += 32)
            m = fmax(m, vals[e]);
    }
    part[row][lane] = m;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int st = 16; st > 0; st >>= 1) {
        if (lane < st)
            part[row][lane] = fmax(part[row][lane], part[row][lane + st]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (s < nseg && lane == 0)
        out[s] = part[row][0];
}
