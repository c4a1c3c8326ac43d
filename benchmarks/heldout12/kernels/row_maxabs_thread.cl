// Held-out suite 12 (frozen). The largest magnitude of each row of a rows x cols matrix, one
// work-item per row walking the row from its start.
__kernel void row_maxabs_thread(__global const float *A, __global float *amax, int rows,
                                int cols)
{
    int r = get_global_id(0);
    if (r < rows) {
        float m = 0.0f;
        for (int c = 0; c < cols; ++c)
            m = fmax(m, fabs(A[r * cols + c]));
        amax[r] = m;
    }
}
