// Held-out suite (frozen), hand version of transpose_nopad16: a 32x33 padded __local tile,
// work-groups of 32 x 8, each work-item moving 4 rows of the tile. width and height are
// multiples of 32.
__kernel void transpose_nopad16_hand(__global const float *in, __global float *out, int width,
                                     int height)
{
    __local float tile[32][33];
    int lx = get_local_id(0);
    int ly = get_local_id(1);
    int x = get_group_id(0) * 32 + lx;
    int y = get_group_id(1) * 32 + ly;
    for (int k = 0; k < 32; k += 8)
        tile[ly + k][lx] = in[(y + k) * width + x];
    barrier(CLK_LOCAL_MEM_FENCE);
    int ox = get_group_id(1) * 32 + lx;
    int oy = get_group_id(0) * 32 + ly;
    for (int k = 0; k < 32; k += 8)
        out[(oy + k) * height + ox] = tile[lx][ly + k];
}
