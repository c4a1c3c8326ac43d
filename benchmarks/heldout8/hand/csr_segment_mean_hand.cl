// Held-out suite 8 (frozen), hand version of csr_segment_mean: a work-group row per segment
// (work-groups of 32 x 8, eight segments each), items reading the segment 32 values at a
// time (coalesced), the sum added by a tree in __local memory.
__kernel void csr_segment_mean_hand(__global const int *offsets, __global const float *vals,
                                    __global float *mean, int nseg)
{
    __local float red[8][32];
    int lane = get_local_id(0), y = get_local_id(1);
    int s = get_group_id(0) * 8 + y;
    int b = 0, e = 0;
    if (s < nseg) {
        b = offsets[s];
        e = offsets[s + 1];
    }
    float acc = 0.0f;
    for (int j = b + lane; j < e; j += 32)
        acc += vals[j];
    red[y][lane] = acc;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int st = 16; st > 0; st >>= 1) {
        if (lane < st)
            red[y][lane] += red[y][lane + st];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (s < nseg && lane == 0)
        mean[s] = e > b ? red[y][0] / (float)(e - b) : 0.0f;
}
