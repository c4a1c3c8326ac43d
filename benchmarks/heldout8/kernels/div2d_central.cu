// Held-out suite 8 (frozen). The divergence of a 2D vector field (u, v) by central
// differences on the interior of a width x height grid, 0 on its border.
extern "C" __global__ void div2d_central(const float *u, const float *v, float *div,
                                         float half_inv_h, int width, int height)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < width && y < height) {
        int i = y * width + x;
        float d = 0.0f;
        if (x > 0 && x < width - 1 && y > 0 && y < height - 1)
            d = ((u[i + 1] - u[i - 1]) + (v[i + width] - v[i - width])) * half_inv_h;
        div[i] = d;
    }
}
