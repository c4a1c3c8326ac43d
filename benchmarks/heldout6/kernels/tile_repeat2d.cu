// Held-out suite 6 (frozen). A small float image (h x w) repeated to fill a large one
// (height x width): out[y][x] = in[y % h][x % w]. One thread per output pixel.
extern "C" __global__ void tile_repeat2d(const float *in, float *out, int w, int h, int width,
                                         int height)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < width && y < height)
        out[y * width + x] = in[(y % h) * w + x % w];
}
