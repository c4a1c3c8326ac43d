// Held-out suite 3 (frozen). Vertical 9-tap convolution (weights w, borders clamped): a
// block of 32 x 8 threads stages the 16 rows it needs in a shared tile kept column by
// column, tile[x][row] (16 floats per column), then each thread adds its 9 taps down the
// column. width is a multiple of 32.
extern "C" __global__ void vconv9_tile_t(const float *in, const float *w, float *out, int width,
                                         int height)
{
    __shared__ float tile[32][16];
    int tx = threadIdx.x, ty = threadIdx.y;
    int x = blockIdx.x * 32 + tx;
    int y0 = blockIdx.y * 8;
    for (int r = ty; r < 16; r += 8) {
        int yy = min(max(y0 - 4 + r, 0), height - 1);
        tile[tx][r] = in[yy * width + x];
    }
    __syncthreads();
    if (y0 + ty < height) {
        float s = 0.0f;
        for (int k = 0; k < 9; k++)
            s += w[k] * tile[tx][ty + k];
        out[(y0 + ty) * width + x] = s;
    }
}
