// Held-out suite 15 (frozen), hand version of upsample_nearest_scatter3x: a thread per output
// pixel gathers its source pixel, so that a warp's stores are 32 consecutive bytes of an output
// row (and its loads fall in a few bytes of one source row). A 2D launch covering 3 * width x
// 3 * height threads.
extern "C" __global__ void upsample_nearest_scatter3x_hand(const unsigned char *__restrict__ src,
                                                           unsigned char *__restrict__ dst,
                                                           int width, int height)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < 3 * width && y < 3 * height)
        dst[y * 3 * width + x] = src[(y / 3) * width + x / 3];
}
