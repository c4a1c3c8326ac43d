// Held-out suite 13 (frozen). The byte texture ((x ^ y) * 7) & 255 of a height x width image, a
// thread per pixel.
extern "C" __global__ void xor_texture_u8(unsigned char *img, int width, int height)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < width && y < height)
        img[y * width + x] = (unsigned char)(((x ^ y) * 7) & 255);
}
