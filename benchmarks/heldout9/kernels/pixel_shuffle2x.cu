// Held-out suite 9 (frozen). Pixel shuffle (depth to space) by 2: four (height / 2) x
// (width / 2) planes interleaved into one width x height image, out(y, x) = plane (y % 2) *
// 2 + x % 2 at (y / 2, x / 2). A thread per output pixel.
extern "C" __global__ void pixel_shuffle2x(const float *in, float *out, int width, int height)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < width && y < height) {
        int hw = width / 2, hh = height / 2;
        int plane = (y % 2) * 2 + x % 2;
        out[y * width + x] = in[(plane * hh + y / 2) * hw + x / 2];
    }
}
