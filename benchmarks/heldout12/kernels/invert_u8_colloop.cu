// Held-out suite 12 (frozen). The negative (255 - v) of a height x width byte image, a thread
// per column walking down all the rows (width threads in all).
extern "C" __global__ void invert_u8_colloop(const unsigned char *src, unsigned char *dst,
                                             int width, int height)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    if (x < width) {
        for (int y = 0; y < height; ++y)
            dst[y * width + x] = (unsigned char)(255 - src[y * width + x]);
    }
}
