// Held-out suite 11 (frozen), hand version of row_range_thread: a row of 32 work-items per
// matrix row (work-groups of 32 x 8, eight rows per group), reading it 32 floats at a time in
// a single pass keeping both extremes, combined by a __local tree. Groups of exactly 32 x 8.
__kernel void row_range_thread_hand(__global const float *restrict A,
                                    __global float *restrict spread, int rows, int cols)
{
    __local float his[8][32];
    __local float los[8][32];
    int lane = get_local_id(0), y = get_local_id(1);
    int r = get_group_id(0) * 8 + y;
    float hi = -3.402823466e38f, lo = 3.402823466e38f;
    if (r < rows) {
        __global const float *row = A + (size_t)r * cols;
        for (int c = lane; c < cols; c += 32) {
            float v = row[c];
            hi = fmax(hi, v);
            lo = fmin(lo, v);
        }
    }
    his[y][lane] = hi;
    los[y][lane] = lo;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int span = 16; span > 0; span >>= 1) {
        if (lane < span) {
            his[y][lane] = fmax(his[y][lane], his[y][lane + span]);
            los[y][lane] = fmin(los[y][lane], los[y][lane + span]);
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (r < rows && lane == 0)
        spread[r] = his[y][0] - los[y][0];
}
