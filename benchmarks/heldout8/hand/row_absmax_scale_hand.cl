// Held-out suite 8 (frozen), hand version of row_absmax_scale: a work-group row per matrix
// row (work-groups of 32 x 8, eight rows each), items reading the row 32 floats at a time
// (coalesced), the largest value found by a tree in __local memory.
__kernel void row_absmax_scale_hand(__global const float *A, __global float *scale, int rows,
                                    int cols)
{
    __local float red[8][32];
    int lane = get_local_id(0), y = get_local_id(1);
    int r = get_group_id(0) * 8 + y;
    float m = 0.0f;
    if (r < rows)
        for (int c = lane; c < cols; c += 32)
            m = fmax(m, fabs(A[r * cols + c]));
    red[y][lane] = m;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int st = 16; st > 0; st >>= 1) {
        if (lane < st)
            red[y][lane] = fmax(red[y][lane], red[y][lane + st]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (r < rows && lane == 0)
        scale[r] = red[y][0] / 127.0f;
}
