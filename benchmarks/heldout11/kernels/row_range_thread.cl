// Held-out suite 11 (frozen). The spread (max - min) of every row of a rows x cols matrix,
// a work-item per row: one pass for the maximum, a second for the minimum.
__kernel void row_range_thread(__global const float *A, __global float *spread, int rows,
                               int cols)
{
    int r = get_global_id(0);
    if (r >= rows)
        return;
    __global const float *row = A + (size_t)r * cols;
    float hi = row[0];
    for (int c = 1; c < cols; ++c)
        hi = fmax(hi, row[c]);
    float lo = row[0];
    for (int c = 1; c < cols; ++c)
        lo = fmin(lo, row[c]);
    spread[r] = hi - lo;
}
