// Held-out suite 13 (frozen). A 3 x 3 grey-level erosion (the minimum of the window, edges
// clamped) of a height x width byte image, a thread per pixel.
extern "C" __global__ void erode3x3_u8(const unsigned char *src, unsigned char *dst, int width,
                                       int height)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < width && y < height) {
        int m = 255;
        for (int dy = -1; dy <= 1; dy++) {
            int yy = min(max(y + dy, 0), height - 1);
            for (int dx = -1; dx <= 1; dx++) {
                int xx = min(max(x + dx, 0), width - 1);
                m = min(m, (int)src[yy * width + xx]);
            }
        }
        dst[y * width + x] = (unsigned char)m;
    }
}
