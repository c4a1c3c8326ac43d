// Held-out suite 14 (frozen). The highest lidar return (millimetres) of each 16 x 16 cell of a
// width x height height grid, a work-item per pixel raising its cell's maximum with atomic_max.
// Heights are non-negative: tile_max may start at zero (or at -1).
__kernel void lidar_tile_max_atomic(__global const ushort *height_mm, __global int *tile_max,
                                    int width, int height)
{
    int x = get_global_id(0);
    int y = get_global_id(1);
    if (x < width && y < height) {
        int tiles_x = (width + 15) / 16;
        atomic_max(&tile_max[(y / 16) * tiles_x + x / 16], (int)height_mm[y * width + x]);
    }
}
