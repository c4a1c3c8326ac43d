// Held-out suite 12 (frozen). The largest magnitude of each row of a rows x cols matrix, one
// thread per row walking the row from its start.
extern "C" __global__ void row_maxabs_thread(const float *A, float *amax, int rows, int cols)
{
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r < rows) {
        float m = 0.0f;
        for (int c = 0; c < cols; ++c)
            m = fmaxf(m, fabsf(A[r * cols + c]));
        amax[r] = m;
    }
}
