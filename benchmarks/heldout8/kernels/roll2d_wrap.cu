// Held-out suite 8 (frozen). A circular shift of an image by (sx, sy) pixels, wrapping
// around both edges (numpy.roll over both axes): a thread per output pixel.
extern "C" __global__ void roll2d_wrap(const float *in, float *out, int width, int height,
                                       int sx, int sy)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < width && y < height) {
        int xs = ((x - sx) % width + width) % width;
        int ys = ((y - sy) % height + height) % height;
        out[y * width + x] = in[ys * width + xs];
    }
}
