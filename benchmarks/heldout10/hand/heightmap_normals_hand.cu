// Held-out suite 10 (frozen), hand version of heightmap_normals: the grid's x index is the
// column, so a warp's lanes read and write consecutive floats of a row (coalesced).
extern "C" __global__ void heightmap_normals_hand(const float *__restrict__ h,
                                                  float *__restrict__ nx,
                                                  float *__restrict__ ny,
                                                  float *__restrict__ nz, float scale,
                                                  int width, int height)
{
    int col = blockIdx.x * blockDim.x + threadIdx.x;
    int row = blockIdx.y * blockDim.y + threadIdx.y;
    if (row < height && col < width) {
        int i = row * width + col;
        int left = col > 0 ? i - 1 : i, right = col < width - 1 ? i + 1 : i;
        int up = row > 0 ? i - width : i, down = row < height - 1 ? i + width : i;
        float dx = (__ldg(h + right) - __ldg(h + left)) * scale;
        float dy = (__ldg(h + down) - __ldg(h + up)) * scale;
        float inv = 1.0f / sqrtf(dx * dx + dy * dy + 1.0f);
        nx[i] = -dx * inv;
        ny[i] = -dy * inv;
        nz[i] = inv;
    }
}
