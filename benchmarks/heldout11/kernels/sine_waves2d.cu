// Held-out suite 11 (frozen). A height field of three travelling sine waves at time t: sum of
// amp sin(kx x + ky y + phase + t) over the waves, a thread per grid point.
extern "C" __global__ void sine_waves2d(float *out, float t, int width, int height)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < width && y < height) {
        float fx = (float)x, fy = (float)y;
        float h = 1.0f * sinf(0.05f * fx + 0.02f * fy + (0.0f + t));
        h += 0.5f * sinf(-0.03f * fx + 0.07f * fy + (1.0f + t));
        h += 0.25f * sinf(0.11f * fx + -0.05f * fy + (2.0f + t));
        out[y * width + x] = h;
    }
}
