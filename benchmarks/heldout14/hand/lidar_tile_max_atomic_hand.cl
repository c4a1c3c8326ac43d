// Held-out suite 14 (frozen), hand version of lidar_tile_max_atomic: a work-group of 16 x 16
// items per cell; each item loads its pixel (-1 outside the grid) into local memory, a tree
// finds the maximum (a barrier after every level, reached by every item) and the first item
// stores the cell's maximum with one plain store (no atomic, so the output's earlier contents
// do not matter). Work-groups of exactly 16 x 16 on a range of (ceil(width / 16),
// ceil(height / 16)) groups.
__kernel void lidar_tile_max_atomic_hand(__global const ushort *restrict height_mm,
                                         __global int *restrict tile_max, int width, int height)
{
    __local int part[256];
    int x = get_global_id(0);
    int y = get_global_id(1);
    int t = get_local_id(1) * 16 + get_local_id(0);
    part[t] = (x < width && y < height) ? (int)height_mm[y * width + x] : -1;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int span = 128; span > 0; span >>= 1) {
        if (t < span)
            part[t] = max(part[t], part[t + span]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (t == 0) {
        int tiles_x = (width + 15) / 16;
        tile_max[get_group_id(1) * tiles_x + get_group_id(0)] = part[0];
    }
}
