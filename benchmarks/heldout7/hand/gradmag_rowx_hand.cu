// Held-out suite 7 (frozen), hand version of gradmag_rowx: the 2D grid's x index is the
// column, so that a warp's loads and stores are neighbours along a row. The launch covers
// width x height threads in blocks of 32 x 8.
extern "C" __global__ void gradmag_rowx_hand(const float *in, float *out, int width,
                                             int height)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < width && y < height) {
        float g = 0.0f;
        if (x > 0 && x < width - 1 && y > 0 && y < height - 1) {
            int i = y * width + x;
            g = fabsf(in[i + 1] - in[i - 1]) + fabsf(in[i + width] - in[i - width]);
        }
        out[y * width + x] = g;
    }
}
