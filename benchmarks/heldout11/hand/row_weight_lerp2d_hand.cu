// Held-out suite 11 (frozen), hand version of row_weight_lerp2d: the x index walks the
// columns, so a warp's loads and stores are consecutive floats of one row.
extern "C" __global__ void row_weight_lerp2d_hand(const float *__restrict__ A,
                                                  const float *__restrict__ B,
                                                  const float *__restrict__ wrow,
                                                  float *__restrict__ out, int width, int height)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (y < height && x < width) {
        size_t i = (size_t)y * width + x;
        float a = A[i];
        out[i] = a + wrow[y] * (B[i] - a);
    }
}
