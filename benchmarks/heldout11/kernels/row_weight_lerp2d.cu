// Held-out suite 11 (frozen). A blend of two images, one weight per row:
// out[y][x] = A[y][x] + wrow[y] (B[y][x] - A[y][x]), on a 2D grid whose x index is the row.
extern "C" __global__ void row_weight_lerp2d(const float *A, const float *B, const float *wrow,
                                             float *out, int width, int height)
{
    int y = blockIdx.x * blockDim.x + threadIdx.x;
    int x = blockIdx.y * blockDim.y + threadIdx.y;
    if (y < height && x < width) {
        size_t i = (size_t)y * width + x;
        float a = A[i];
        out[i] = a + wrow[y] * (B[i] - a);
    }
}
