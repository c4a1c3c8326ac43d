// Held-out suite 6 (frozen). The fourth-order central difference along x of a 2D field
// (height x width): d = (f[x - 2] - 8 f[x - 1] + 8 f[x + 1] - f[x + 2]) * inv12h, 0 in the
// two columns at each side. One thread per point.
extern "C" __global__ void fd4_dx2d(const float *f, float *d, float inv12h, int width,
                                    int height)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < width && y < height) {
        int i = y * width + x;
        float v = 0.0f;
        if (x >= 2 && x < width - 2)
            v = (f[i - 2] - 8.0f * f[i - 1] + 8.0f * f[i + 1] - f[i + 2]) * inv12h;
        d[i] = v;
    }
}
