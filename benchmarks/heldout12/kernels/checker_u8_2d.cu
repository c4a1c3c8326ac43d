// Held-out suite 12 (frozen). A checkerboard of 8 x 8 squares, 0 and 255, over a height x width
// byte image computed from the pixel position.
extern "C" __global__ void checker_u8_2d(unsigned char *img, int width, int height)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < width && y < height)
        img[y * width + x] = (unsigned char)((((x >> 3) ^ (y >> 3)) & 1) * 255);
}
