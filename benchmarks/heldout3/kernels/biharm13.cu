// Held-out suite 3 (frozen). The 13-point biharmonic operator (the square of the 5-point
// Laplacian) on a 2D grid: 20 u - 8 (distance-1 cross) + 2 (diagonals) + (distance-2 cross)
// at points two or more away from the border; the border keeps u. One thread per point.
extern "C" __global__ void biharm13(const float *u, float *out, int width, int height)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < width && y < height) {
        int i = y * width + x;
        float v = u[i];
        if (x >= 2 && x < width - 2 && y >= 2 && y < height - 2) {
            float c1 = (u[i - 1] + u[i + 1]) + (u[i - width] + u[i + width]);
            float d1 = (u[i - width - 1] + u[i - width + 1])
                       + (u[i + width - 1] + u[i + width + 1]);
            float c2 = (u[i - 2] + u[i + 2]) + (u[i - 2 * width] + u[i + 2 * width]);
            v = ((20.0f * v - 8.0f * c1) + 2.0f * d1) + c2;
        }
        out[i] = v;
    }
}
