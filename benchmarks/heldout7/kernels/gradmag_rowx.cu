// Held-out suite 7 (frozen). The L1 gradient magnitude of an image (height x width,
// row-major) by central differences, |f(x+1) - f(x-1)| + |f(y+1) - f(y-1)|, zero on the
// border. A 2D grid whose x index is the row and whose y index is the column.
extern "C" __global__ void gradmag_rowx(const float *in, float *out, int width, int height)
{
    int y = blockIdx.x * blockDim.x + threadIdx.x;
    int x = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < width && y < height) {
        float g = 0.0f;
        if (x > 0 && x < width - 1 && y > 0 && y < height - 1) {
            int i = y * width + x;
            g = fabsf(in[i + 1] - in[i - 1]) + fabsf(in[i + width] - in[i - width]);
        }
        out[y * width + x] = g;
    }
}
