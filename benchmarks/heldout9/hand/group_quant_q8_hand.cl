// Held-out suite 9 (frozen), hand version of group_quant_q8: a work-group row per group
// (work-groups of 32 x 8, eight groups each), an item per value: the group is read as 32
// consecutive floats (coalesced), its largest absolute value found by a tree in __local
// memory, and its 32 bytes written by the row at once. n is a multiple of 32.
__kernel void group_quant_q8_hand(__global const float *x, __global char *q,
                                  __global float *scale, int n)
{
    __local float red[8][32];
    int lane = get_local_id(0), y = get_local_id(1);
    int g = get_group_id(0) * 8 + y;
    float v = g < n / 32 ? x[32 * g + lane] : 0.0f;
    red[y][lane] = fabs(v);
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int st = 16; st > 0; st >>= 1) {
        if (lane < st)
            red[y][lane] = fmax(red[y][lane], red[y][lane + st]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    float m = red[y][0];
    if (g < n / 32) {
        float inv = m > 0.0f ? 127.0f / m : 0.0f;
        q[32 * g + lane] = (char)rint(v * inv);
        if (lane == 0)
            scale[g] = m / 127.0f;
    }
}
