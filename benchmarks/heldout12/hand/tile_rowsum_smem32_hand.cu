// Held-out suite 12 (frozen), hand version of tile_rowsum_smem32: the tile's rows are padded to
// 33 words, so that the 32 threads reading word k of 32 different rows fall in 32 different
// banks. Blocks of exactly 32 x 4.
extern "C" __global__ void tile_rowsum_smem32_hand(const float *__restrict__ x,
                                                   float *__restrict__ sums)
{
    __shared__ float tile[4][32][33];
    int tx = threadIdx.x, ty = threadIdx.y;
    int chunk = blockIdx.x * 4 + ty;
    for (int r = 0; r < 32; ++r)
        tile[ty][r][tx] = x[chunk * 1024 + r * 32 + tx];
    __syncthreads();
    float s = 0.0f;
    for (int k = 0; k < 32; ++k)
        s += tile[ty][tx][k];
    sums[chunk * 32 + tx] = s;
}
