// Held-out suite 2 (frozen), hand version of segsum32_tile: the same staging through a tile
// padded to 33 columns, so that the row walk tile[tx][k] touches 32 different banks.
extern "C" __global__ void segsum32_tile_hand(const float *in, float *out, int rows)
{
    __shared__ float tile[32][33];
    int tx = threadIdx.x, ty = threadIdx.y;
    int r0 = blockIdx.x * 32;
    for (int k = ty; k < 32; k += 8)
        tile[k][tx] = in[(r0 + k) * 32 + tx];
    __syncthreads();
    if (ty == 0) {
        float s = 0.0f;
        for (int k = 0; k < 32; k++)
            s += tile[tx][k];
        out[r0 + tx] = s;
    }
}
