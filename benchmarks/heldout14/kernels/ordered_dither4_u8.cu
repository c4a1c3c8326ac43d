// Held-out suite 14 (frozen). Ordered dithering of a byte image to black and white with the
// 4 x 4 Bayer matrix (its entry built from the bits of x ^ y and y), a thread per pixel.
extern "C" __global__ void ordered_dither4_u8(const unsigned char *src, unsigned char *dst,
                                              int width, int height)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < width && y < height) {
        int a = (x ^ y) & 3, b = y & 3;
        int m = ((a & 1) << 3) | ((b & 1) << 2) | (a & 2) | ((b & 2) >> 1);
        int i = y * width + x;
        dst[i] = src[i] > m * 16 + 8 ? 255 : 0;
    }
}
