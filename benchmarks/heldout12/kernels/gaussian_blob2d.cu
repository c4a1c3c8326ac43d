// Held-out suite 12 (frozen). A Gaussian blob exp(-((x - cx)^2 + (y - cy)^2) / (2 s^2)) over a
// height x width grid, computed from the pixel position.
extern "C" __global__ void gaussian_blob2d(float *out, float cx, float cy, float sigma,
                                           int width, int height)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < width && y < height) {
        float dx = (float)x - cx;
        float dy = (float)y - cy;
        out[y * width + x] = expf(-(dx * dx + dy * dy) / (2.0f * sigma * sigma));
    }
}
