// Held-out suite 2 (frozen). Row-wise softmax of a rows x cols matrix (row-major), one thread
// per row: the row's maximum, the sum of exponentials, then the normalized outputs.
extern "C" __global__ void softmax_rows(const float *in, float *out, int rows, int cols)
{
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r < rows) {
        float m = in[r * cols];
        for (int c = 1; c < cols; c++)
            m = fmaxf(m, in[r * cols + c]);
        float s = 0.0f;
        for (int c = 0; c < cols; c++)
            s += expf(in[r * cols + c] - m);
        float inv = 1.0f / s;
        for (int c = 0; c < cols; c++)
            out[r * cols + c] = expf(in[r * cols + c] - m) * inv;
    }
}
