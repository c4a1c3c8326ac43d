// Held-out suite 12 (frozen). The four-neighbour Laplacian 4 c - n - s - e - w of a height x
// width image (edges clamped), a thread per pixel.
extern "C" __global__ void laplacian4_img(const float *src, float *dst, int width, int height)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < width && y < height) {
        int xm = max(x - 1, 0), xp = min(x + 1, width - 1);
        int ym = max(y - 1, 0), yp = min(y + 1, height - 1);
        dst[y * width + x] = 4.0f * src[y * width + x] - src[ym * width + x] -
                             src[yp * width + x] - src[y * width + xm] - src[y * width + xp];
    }
}
