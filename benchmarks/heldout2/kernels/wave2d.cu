// Held-out suite 2 (frozen). One leapfrog step of the 2D wave equation on a w x h grid:
// un = 2 u - up + c2 * (5-point Laplacian of u) inside, un = u on the boundary.
extern "C" __global__ void wave2d(const float *u, const float *up, float *un, float c2,
                                  int width, int height)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= width || y >= height)
        return;
    int i = y * width + x;
    if (x == 0 || y == 0 || x == width - 1 || y == height - 1) {
        un[i] = u[i];
    } else {
        float lap = (((u[i - 1] + u[i + 1]) + u[i - width]) + u[i + width]) - 4.0f * u[i];
        un[i] = (2.0f * u[i] - up[i]) + c2 * lap;
    }
}
