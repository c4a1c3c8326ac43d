// Held-out suite 7 (frozen). Vignetting correction of an image (height x width): every
// pixel times 1 + k * r^2, r its distance to the centre (cx, cy). One thread per pixel on a
// 2D grid.
extern "C" __global__ void vignette_correct2d(const float *in, float *out, float k, float cx,
                                              float cy, int width, int height)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < width && y < height) {
        float dx = (float)x - cx, dy = (float)y - cy;
        out[y * width + x] = in[y * width + x] * (1.0f + k * (dx * dx + dy * dy));
    }
}
