// Held-out suite 12 (frozen). The sum of every run of 32 consecutive floats: each chunk of 1024
// floats is copied to a 32 x 32 __local memory tile (coalesced), then work-item tx of the
// chunk's row of 32 adds row tx of the tile. Blocks of 32 x 4 (four chunks each).
__kernel void tile_rowsum_smem32(__global const float *x, __global float *sums)
{
    __local float tile[4][32][32];
    int tx = get_local_id(0), ty = get_local_id(1);
    int chunk = get_group_id(0) * 4 + ty;
    for (int r = 0; r < 32; ++r)
        tile[ty][r][tx] = x[chunk * 1024 + r * 32 + tx];
    barrier(CLK_LOCAL_MEM_FENCE);
    float s = 0.0f;
    for (int k = 0; k < 32; ++k)
        s += tile[ty][tx][k];
    sums[chunk * 32 + tx] = s;
}
