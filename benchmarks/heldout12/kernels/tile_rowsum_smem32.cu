// Held-out suite 12 (frozen). The sum of every run of 32 consecutive floats: each chunk of 1024
// floats is copied to a 32 x 32 shared memory tile (coalesced), then thread tx of the chunk's
// row of 32 adds row tx of the tile. Blocks of 32 x 4 (four chunks each).
extern "C" __global__ void tile_rowsum_smem32(const float *x, float *sums)
{
    __shared__ float tile[4][32][32];
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
