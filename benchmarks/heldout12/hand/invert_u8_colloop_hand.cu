// Held-out suite 12 (frozen), hand version of invert_u8_colloop: a thread per pixel on a 2D
// grid, so that the whole device shares the image.
extern "C" __global__ void invert_u8_colloop_hand(const unsigned char *__restrict__ src,
                                                  unsigned char *__restrict__ dst, int width,
                                                  int height)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < width && y < height)
        dst[y * width + x] = (unsigned char)(255 - src[y * width + x]);
}
