// Held-out suite 12 (frozen), hand version of tile_rowsum_smem32: the tile's rows are padded to
// 33 words, so that the 32 work-items reading word k of 32 different rows fall in 32 different
// banks. Blocks of exactly 32 x 4.
__kernel void tile_rowsum_smem32_hand(__global const float *restrict x,
                                      __global float *restrict sums)
{
    __local float tile[4][32][33];
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
