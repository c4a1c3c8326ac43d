// Held-out suite 13 (frozen). A linear gradient over a height x width image: the projection of
// (x - x0, y - y0) on (dx, dy) times inv_len2, clamped to [0, 1], a thread per pixel.
extern "C" __global__ void linear_ramp2d(float *ramp, float x0, float y0, float dx, float dy,
                                         float inv_len2, int width, int height)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < width && y < height) {
        float t = (((float)x - x0) * dx + ((float)y - y0) * dy) * inv_len2;
        ramp[y * width + x] = fminf(fmaxf(t, 0.0f), 1.0f);
    }
}
