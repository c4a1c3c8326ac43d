// Held-out suite 12 (frozen), hand version of hypot2d_colwalk: the grid's x index is the
// column, so that a warp reads and writes consecutive floats of a row.
extern "C" __global__ void hypot2d_colwalk_hand(const float *__restrict__ gx,
                                                const float *__restrict__ gy,
                                                float *__restrict__ mag, int width, int height)
{
    int c = blockIdx.x * blockDim.x + threadIdx.x;
    int r = blockIdx.y * blockDim.y + threadIdx.y;
    if (r < height && c < width) {
        float a = gx[r * width + c];
        float b = gy[r * width + c];
        mag[r * width + c] = sqrtf(a * a + b * b);
    }
}
