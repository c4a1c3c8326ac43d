// Held-out suite 14 (frozen). The highest lidar return (millimetres) of each 16 x 16 cell of a
// width x height height grid, a thread per pixel raising its cell's maximum with atomicMax.
// Heights are non-negative: tile_max may start at zero (or at -1).
extern "C" __global__ void lidar_tile_max_atomic(const unsigned short *height_mm, int *tile_max,
                                                 int width, int height)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < width && y < height) {
        int tiles_x = (width + 15) / 16;
        atomicMax(&tile_max[(y / 16) * tiles_x + x / 16], (int)height_mm[y * width + x]);
    }
}
