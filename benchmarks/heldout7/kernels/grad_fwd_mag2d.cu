// Held-out suite 7 (frozen). The squared gradient of a grid (height x width) by forward
// differences, gx^2 + gy^2, with a difference of zero past the last column or row.
extern "C" __global__ void grad_fwd_mag2d(const float *u, float *g2, int width, int height)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < width && y < height) {
        int i = y * width + x;
        float gx = x < width - 1 ? u[i + 1] - u[i] : 0.0f;
        float gy = y < height - 1 ? u[i + width] - u[i] : 0.0f;
        g2[i] = gx * gx + gy * gy;
    }
}
