// Held-out suite 12 (frozen). The sum of the 5 x 5 neighbourhood of every pixel of a height x
// width image (edges clamped), all 25 values read from global memory.
extern "C" __global__ void box5x5_global(const float *src, float *dst, int width, int height)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < width && y < height) {
        float s = 0.0f;
        for (int dy = -2; dy <= 2; ++dy) {
            int yy = min(max(y + dy, 0), height - 1);
            for (int dx = -2; dx <= 2; ++dx) {
                int xx = min(max(x + dx, 0), width - 1);
                s += src[yy * width + xx];
            }
        }
        dst[y * width + x] = s;
    }
}
