// Held-out suite 15 (frozen). Nearest-neighbour 3x enlargement of an 8-bit image (width x
// height, row-major): a thread per source pixel writes its 3 x 3 block of the output.
extern "C" __global__ void upsample_nearest_scatter3x(const unsigned char *src,
                                                      unsigned char *dst, int width, int height)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < width && y < height) {
        unsigned char v = src[y * width + x];
        int w3 = 3 * width;
        for (int dy = 0; dy < 3; dy++)
            for (int dx = 0; dx < 3; dx++)
                dst[(3 * y + dy) * w3 + 3 * x + dx] = v;
    }
}
