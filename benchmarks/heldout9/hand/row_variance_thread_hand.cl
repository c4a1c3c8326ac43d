// Held-out suite 9 (frozen), hand version of row_variance_thread: a work-group row per
// matrix row (work-groups of 32 x 8, eight rows each), items reading the row 32 floats at a
// time (coalesced), both sums added by a tree in __local memory.
float row_sum(__local float red[8][32], int y, int lane, float v)
{
    red[y][lane] = v;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int st = 16; st > 0; st >>= 1) {
        if (lane < st)
            red[y][lane] += red[y][lane + st];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    float total = red[y][0];
    barrier(CLK_LOCAL_MEM_FENCE);
    return total;
}

__kernel void row_variance_thread_hand(__global const float *A, __global float *var, int rows,
                                       int cols)
{
    __local float red[8][32];
    int lane = get_local_id(0), y = get_local_id(1);
    int r = get_group_id(0) * 8 + y;
    float s = 0.0f;
    if (r < rows)
        for (int c = lane; c < cols; c += 32)
            s += A[r * cols + c];
    float mean = row_sum(red, y, lane, s) / cols;
    float d2 = 0.0f;
    if (r < rows)
        for (int c = lane; c < cols; c += 32) {
            float d = A[r * cols + c] - mean;
            d2 += d * d;
        }
    d2 = row_sum(red, y, lane, d2);
    if (r < rows && lane == 0)
        var[r] = d2 / cols;
}
