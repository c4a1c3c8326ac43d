// Held-out suite 12 (frozen). The magnitude sqrt(a^2 + b^2) of two gradient images, height x
// width, row-major; the grid's x index is the image row and its y index the column.
extern "C" __global__ void hypot2d_colwalk(const float *gx, const float *gy, float *mag,
                                           int width, int height)
{
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    int c = blockIdx.y * blockDim.y + threadIdx.y;
    if (r < height && c < width) {
        float a = gx[r * width + c];
        float b = gy[r * width + c];
        mag[r * width + c] = sqrtf(a * a + b * b);
    }
}
