// Held-out suite 8 (frozen). Radar corner turn: a rows x cols matrix of interleaved complex
// floats, weighted by a window over its columns, stored transposed (cols x rows).
extern "C" __global__ void corner_turn_c64(const float *in, const float *win, float *out,
                                           int rows, int cols)
{
    int c = blockIdx.x * blockDim.x + threadIdx.x;
    int r = blockIdx.y * blockDim.y + threadIdx.y;
    if (c < cols && r < rows) {
        float w = win[c];
        out[2 * (c * rows + r)] = in[2 * (r * cols + c)] * w;
        out[2 * (c * rows + r) + 1] = in[2 * (r * cols + c) + 1] * w;
    }
}
