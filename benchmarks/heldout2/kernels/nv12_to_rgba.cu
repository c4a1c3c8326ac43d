// Held-out suite 2 (frozen). NV12 (a Y plane of w x h bytes, then an interleaved U, V plane
// of w x h/2 bytes, one pair for each 2 x 2 block) to RGBA words (r | g << 8 | b << 16 |
// 255 << 24), integer BT.601; one thread per pixel.
__device__ int clamp255(int v)
{
    return min(max(v, 0), 255);
}

extern "C" __global__ void nv12_to_rgba(const unsigned char *Yp, const unsigned char *UV,
                                        unsigned int *rgba, int width, int height)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < width && y < height) {
        int c = (int)Yp[y * width + x] - 16;
        int d = (int)UV[(y >> 1) * width + (x & ~1)] - 128;
        int e = (int)UV[(y >> 1) * width + (x & ~1) + 1] - 128;
        int r = clamp255((298 * c + 409 * e + 128) >> 8);
        int g = clamp255((298 * c - 100 * d - 208 * e + 128) >> 8);
        int b = clamp255((298 * c + 516 * d + 128) >> 8);
        rgba[y * width + x] = (unsigned int)r | ((unsigned int)g << 8) | ((unsigned int)b << 16)
                              | 0xFF000000u;
    }
}
