// Held-out suite 8 (frozen). The int8 quantisation scale of every row of a matrix: the
// largest absolute value of the row over 127, a thread per row walking it.
extern "C" __global__ void row_absmax_scale(const float *A, float *scale, int rows, int cols)
{
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r < rows) {
        float m = 0.0f;
        for (int c = 0; c < cols; c++)
            m = fmaxf(m, fabsf(A[r * cols + c]));
        scale[r] = m / 127.0f;
    }
}
