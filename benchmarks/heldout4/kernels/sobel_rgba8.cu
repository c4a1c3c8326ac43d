// Held-out suite 4 (frozen). Sobel edge strength |gx| + |gy| of the luma of an RGBA8
// image (luma = (77 r + 150 g + 29 b) >> 8), borders clamped: one thread per pixel reads
// its nine neighbours as whole uchar4 pixels.
__device__ int luma(uchar4 p)
{
    return (77 * p.x + 150 * p.y + 29 * p.z) >> 8;
}

extern "C" __global__ void sobel_rgba8(const uchar4 *img, int *out, int width,
                                       int height)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < width && y < height) {
        int xm = max(x - 1, 0), xp = min(x + 1, width - 1);
        int ym = max(y - 1, 0) * width, yp = min(y + 1, height - 1) * width;
        int yc = y * width;
        int a = luma(img[ym + xm]), b = luma(img[ym + x]), c = luma(img[ym + xp]);
        int d = luma(img[yc + xm]), f = luma(img[yc + xp]);
        int g = luma(img[yp + xm]), h = luma(img[yp + x]), k = luma(img[yp + xp]);
        int gx = (c + 2 * f + k) - (a + 2 * d + g);
        int gy = (g + 2 * h + k) - (a + 2 * b + c);
        out[yc + x] = abs(gx) + abs(gy);
    }
}
