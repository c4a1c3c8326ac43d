// Held-out suite 5 (frozen). Symmetric int8 quantisation of every row of a 16-bit matrix
// (rows x cols) with its own scale: amax = max |x| over the row (at least 1), q = x 127 /
// amax rounded toward zero. One thread per row, walking it twice.
__kernel void quant_i16_i8_rows(__global const short *X, __global char *Q, __global int *amax,
                                int rows, int cols)
{
    int r = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (r < rows) {
        int m = 1;
        for (int c = 0; c < cols; c++) {
            int x = X[r * cols + c];
            m = max(m, x < 0 ? -x : x);
        }
        for (int c = 0; c < cols; c++)
            Q[r * cols + c] = (char)((int)X[r * cols + c] * 127 / m);
        amax[r] = m;
    }
}
