// Held-out suite 12 (frozen), hand version of row_maxabs_thread: 32 work-items per matrix row
// (work-groups of 32 x 8, eight rows each) read the row 32 consecutive floats at a time and
// combine their maxima with a __local memory tree. Blocks of exactly 32 x 8.
__kernel void row_maxabs_thread_hand(__global const float *restrict A,
                                     __global float *restrict amax, int rows, int cols)
{
    __local float best[8][32];
    int lane = get_local_id(0), y = get_local_id(1);
    int r = get_group_id(0) * 8 + y;
    float m = 0.0f;
    if (r < rows) {
        for (int c = lane; c < cols; c += 32)
            m = fmax(m, fabs(A[r * cols + c]));
    }
    best[y][lane] = m;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int span = 16; span > 0; span >>= 1) {
        if (lane < span)
            best[y][lane] = fmax(best[y][lane], best[y][lane + span]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (r < rows && lane == 0)
        amax[r] = best[y][0];
}
