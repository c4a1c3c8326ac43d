// Held-out suite 5 (frozen). YUYV (4:2:2) to RGBA8: every two pixels share the four bytes
// Y0 U Y1 V; BT.601 studio range in 8-bit fixed point, clamped. One thread per pixel, which
// reads its Y, U and V bytes and writes its four RGBA bytes one at a time.
__device__ int clamp255(int v)
{
    return v < 0 ? 0 : (v > 255 ? 255 : v);
}

extern "C" __global__ void yuyv_to_rgba(const unsigned char *yuyv, unsigned char *rgba,
                                        int width, int height)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < width && y < height) {
        int pair = (y * width + x) >> 1;
        int c = yuyv[4 * pair + 2 * (x & 1)] - 16;
        int d = yuyv[4 * pair + 1] - 128;
        int e = yuyv[4 * pair + 3] - 128;
        int o = 4 * (y * width + x);
        rgba[o] = (unsigned char)clamp255((298 * c + 409 * e + 128) >> 8);
        rgba[o + 1] = (unsigned char)clamp255((298 * c - 100 * d - 208 * e + 128) >> 8);
        rgba[o + 2] = (unsigned char)clamp255((298 * c + 516 * d + 128) >> 8);
        rgba[o + 3] = 255;
    }
}
