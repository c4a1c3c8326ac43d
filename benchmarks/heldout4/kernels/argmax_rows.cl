// Held-out suite 4 (frozen). Per-row maximum and the first column where it occurs, of a
// row-major matrix (rows x cols): one thread per row, walking along it.
__kernel void argmax_rows(__global const float *A, __global float *vmax, __global int *imax,
                          int rows, int cols)
{
    int r = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (r < rows) {
        float best = A[r * cols];
        int bi = 0;
        for (int c = 1; c < cols; c++) {
            float v = A[r * cols + c];
            if (v > best) {
                best = v;
                bi = c;
            }
        }
        vmax[r] = best;
        imax[r] = bi;
    }
}
