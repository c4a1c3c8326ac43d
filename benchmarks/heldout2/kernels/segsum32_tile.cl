// a block of 32 x 8 threads loads 32 segments into a 32 x 32 shared tile (coalesced), then
// warp 0 adds up one segment per lane along a tile row. rows is a multiple of 32.
__kernel void segsum32_tile(__global const float *in, __global float *out, int rows)
{
    __local float tile[32][32];
    int tx = get_local_id(0), ty = get_local_id(1);
    int r0 = get_group_id(0) * 32;
    for (int k = ty; k < 32; k += 8)
        tile[k][tx] = in[(r0 + k) * 32 + tx];
    barrier(CLK_LOCAL_MEM_FENCE);
    if (ty == 0) {
        float s = 0.0f;
        for (int k = 0; k < 32; k++)
            s += tile[tx][k];
        out[r0 + tx] = s;
    }
}
