// Held-out suite 5 (frozen), hand version of yuyv_to_rgba: one thread per pair of pixels,
// which reads its Y0 U Y1 V bytes as one 32-bit word and writes its two RGBA pixels as one
// 8-byte uint2. width is even; the launch covers width / 2 threads along x.
__device__ unsigned int yuv_px(int c, int d, int e)
{
    int r = min(max((298 * c + 409 * e + 128) >> 8, 0), 255);
    int g = min(max((298 * c - 100 * d - 208 * e + 128) >> 8, 0), 255);
    int b = min(max((298 * c + 516 * d + 128) >> 8, 0), 255);
    return (unsigned int)r | ((unsigned int)g << 8) | ((unsigned int)b << 16) | 0xff000000u;
}

extern "C" __global__ void yuyv_to_rgba_hand(const unsigned char *yuyv, unsigned char *rgba,
                                             int width, int height)
{
    int x2 = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (2 * x2 < width && y < height) {
        int pair = y * (width >> 1) + x2;
        unsigned int w = ((const unsigned int *)yuyv)[pair];
        int d = (int)((w >> 8) & 255u) - 128;
        int e = (int)(w >> 24) - 128;
        uint2 o;
        o.x = yuv_px((int)(w & 255u) - 16, d, e);
        o.y = yuv_px((int)((w >> 16) & 255u) - 16, d, e);
        ((uint2 *)rgba)[pair] = o;
    }
}
