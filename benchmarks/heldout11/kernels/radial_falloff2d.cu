// Held-out suite 11 (frozen). A radial falloff mask: (1 - d / radius)^2 clamped to [0, 1], d
// the distance of the pixel from (cx, cy), a thread per pixel.
extern "C" __global__ void radial_falloff2d(float *out, float cx, float cy, float radius,
                                            int width, int height)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < width && y < height) {
        float dx = (float)x - cx, dy = (float)y - cy;
        float t = fminf(fmaxf(1.0f - sqrtf(dx * dx + dy * dy) / radius, 0.0f), 1.0f);
        out[y * width + x] = t * t;
    }
}
