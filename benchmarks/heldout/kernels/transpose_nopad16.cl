// Held-out suite (frozen). Matrix transpose through a 16x16 __local tile without padding
// (16x16 work-groups, one element per work-item); width and height multiples of 16.
// Memory problem: the column read of the tile (tile[lx][ly]) hits the same banks: 8-way
// shared-memory bank conflicts.
__kernel void transpose_nopad16(__global const float *in, __global float *out, int width,
                                int height)
{
    __local float tile[16][16];
    int lx = get_local_id(0);
    int ly = get_local_id(1);
    int x = get_group_id(0) * 16 + lx;
    int y = get_group_id(1) * 16 + ly;
    tile[ly][lx] = in[y * width + x];
    barrier(CLK_LOCAL_MEM_FENCE);
    int ox = get_group_id(1) * 16 + lx;
    int oy = get_group_id(0) * 16 + ly;
    out[oy * height + ox] = tile[lx][ly];
}
