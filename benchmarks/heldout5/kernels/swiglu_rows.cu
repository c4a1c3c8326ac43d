// Held-out suite 5 (frozen). The SwiGLU gate of a transformer MLP: every row of X holds the
// gate half a and the value half b (2 hidden floats), Y = silu(a) b = a / (1 + e^-a) b.
// One thread per output (x: column, y: row).
extern "C" __global__ void swiglu_rows(const float *X, float *Y, int hidden, int rows)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    int r = blockIdx.y * blockDim.y + threadIdx.y;
    if (j < hidden && r < rows) {
        float a = X[2 * r * hidden + j];
        float b = X[2 * r * hidden + hidden + j];
        Y[r * hidden + j] = a / (1.0f + expf(-a)) * b;
    }
}
