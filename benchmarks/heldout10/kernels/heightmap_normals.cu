// Held-out suite 10 (frozen). Unit surface normals of a height map by central differences
// (edges clamped), written as three planes. The 2D grid's x index is the row, its y index
// the column.
extern "C" __global__ void heightmap_normals(const float *h, float *nx, float *ny, float *nz,
                                             float scale, int width, int height)
{
    int row = blockIdx.x * blockDim.x + threadIdx.x;
    int col = blockIdx.y * blockDim.y + threadIdx.y;
    if (row < height && col < width) {
        int left = col > 0 ? col - 1 : 0, right = col < width - 1 ? col + 1 : width - 1;
        int up = row > 0 ? row - 1 : 0, down = row < height - 1 ? row + 1 : height - 1;
        float dx = (h[row * width + right] - h[row * width + left]) * scale;
        float dy = (h[down * width + col] - h[up * width + col]) * scale;
        float inv = 1.0f / sqrtf(dx * dx + dy * dy + 1.0f);
        nx[row * width + col] = -dx * inv;
        ny[row * width + col] = -dy * inv;
        nz[row * width + col] = inv;
    }
}
