// Held-out suite 5 (frozen). The nine-point (Mehrstellen) Laplacian of a 2D grid:
// out = (4 (N + S + E + W) + (NE + NW + SE + SW) - 20 c) h2inv inside, the input copied on
// the border. One thread per point on a 2D grid.
extern "C" __global__ void mehrstellen9(const float *in, float *out, float h2inv, int width,
                                        int height)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < width && y < height) {
        int i = y * width + x;
        if (x == 0 || y == 0 || x == width - 1 || y == height - 1) {
            out[i] = in[i];
        } else {
            float face = in[i - width] + in[i + width] + in[i - 1] + in[i + 1];
            float corner = in[i - width - 1] + in[i - width + 1] + in[i + width - 1]
                           + in[i + width + 1];
            out[i] = (4.0f * face + corner - 20.0f * in[i]) * h2inv;
        }
    }
}
