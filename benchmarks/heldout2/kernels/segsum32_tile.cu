// Held-out suite 2 (frozen). Sums of 32-float segments (out[r] = sum_k in[r * 32 + k]):
// a block of 32 x 8 threads loads 32 segments into a 32 x 32 shared tile (coalesced), then
// warp 0 adds up one segment per lane along a tile row. rows is a multiple of 32.
extern "C" __global__ void segsum32_tile(const float *in, float *out, int rows)
{
    __shared__ float tile[32][32];
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
