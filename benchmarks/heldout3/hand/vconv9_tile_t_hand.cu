// Held-out suite 3 (frozen), hand version of vconv9_tile_t: the same staging in a tile kept
// row by row, tile[row][x], so that a warp's accesses fall in 32 different banks.
extern "C" __global__ void vconv9_tile_t_hand(const float *in, const float *w, float *out,
                                              int width, int height)
{
    __shared__ float tile[16][32];
    int tx = threadIdx.x, ty = threadIdx.y;
    int x = blockIdx.x * 32 + tx;
    int y0 = blockIdx.y * 8;
    for (int r = ty; r < 16; r += 8) {
        int yy = min(max(y0 - 4 + r, 0), height - 1);
        tile[r][tx] = in[yy * width + x];
    }
    __syncthreads();
    if (y0 + ty < height) {
        float s = 0.0f;
        for (int k = 0; k < 9; k++)
            s += w[k] * tile[ty + k][tx];
        out[(y0 + ty) * width + x] = s;
    }
}
