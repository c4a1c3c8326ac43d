// Held-out suite 6 (frozen). The vorticity w = dv/dx - du/dy of a 2D velocity field (u, v
// planes, height x width) by central differences scaled by half_inv_h, 0 on the border. One
// thread per point.
extern "C" __global__ void curl2d_central(const float *u, const float *v, float *w,
                                          float half_inv_h, int width, int height)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < width && y < height) {
        int i = y * width + x;
        float c = 0.0f;
        if (x > 0 && x < width - 1 && y > 0 && y < height - 1)
            c = ((v[i + 1] - v[i - 1]) - (u[i + width] - u[i - width])) * half_inv_h;
        w[i] = c;
    }
}
