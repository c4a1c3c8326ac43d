// Tiled transpose in OpenCL C: a TILE x (TILE+PAD) local tile. With PAD=0 the column
// reads conflict on every bank; -D PAD=1 removes the conflicts (see shared_wavefronts).
#ifndef TILE
#define TILE 32
#endif
#ifndef PAD
#define PAD 0
#endif

__kernel void transpose(__global const float* restrict in, __global float* restrict out,
                        const int width, const int height)
{
    __local float tile[TILE][TILE + PAD];
    int x = get_group_id(0) * TILE + get_local_id(0);
    int y = get_group_id(1) * TILE + get_local_id(1);
    if (x < width && y < height)
        tile[get_local_id(1)][get_local_id(0)] = in[y * width + x];
    barrier(CLK_LOCAL_MEM_FENCE);
    x = get_group_id(1) * TILE + get_local_id(0);
    y = get_group_id(0) * TILE + get_local_id(1);
    if (x < height && y < width)
        out[y * height + x] = tile[get_local_id(0)][get_local_id(1)];
}
