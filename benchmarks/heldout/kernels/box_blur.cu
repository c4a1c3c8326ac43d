// Held-out suite (frozen). 3x3 box blur of a float image, coordinates clamped at the border.
extern "C" __global__ void box_blur(const float *in, float *out, int width, int height)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < width && y < height) {
        float s = 0.0f;
        for (int dy = -1; dy <= 1; ++dy) {
            int yy = min(max(y + dy, 0), height - 1);
            for (int dx = -1; dx <= 1; ++dx) {
                int xx = min(max(x + dx, 0), width - 1);
                s += in[yy * width + xx];
            }
        }
        out[y * width + x] = s * (1.0f / 9.0f);
    }
}
