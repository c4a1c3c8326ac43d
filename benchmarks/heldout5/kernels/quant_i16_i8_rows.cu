// Held-out suite 5 (frozen). Symmetric int8 quantisation of every row of a 16-bit matrix
// (rows x cols) with its own scale: amax = max |x| over the row (at least 1), q = x 127 /
// amax rounded toward zero. One thread per row, walking it twice.
extern "C" __global__ void quant_i16_i8_rows(const short *X, signed char *Q, int *amax,
                                             int rows, int cols)
{
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r < rows) {
        int m = 1;
        for (int c = 0; c < cols; c++)
            m = max(m, abs((int)X[r * cols + c]));
        for (int c = 0; c < cols; c++)
            Q[r * cols + c] = (signed char)((int)X[r * cols + c] * 127 / m);
        amax[r] = m;
    }
}
