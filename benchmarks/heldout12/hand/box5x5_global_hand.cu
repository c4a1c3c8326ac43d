// Held-out suite 12 (frozen), hand version of box5x5_global: the block's 32 x 8 tile and its
// two-pixel apron (36 x 12, edges clamped) are copied to shared memory once, and the 25 values
// of each sum read from there. Blocks of exactly 32 x 8.
extern "C" __global__ void box5x5_global_hand(const float *__restrict__ src,
                                              float *__restrict__ dst, int width, int height)
{
    __shared__ float tile[12][36];
    int tx = threadIdx.x, ty = threadIdx.y;
    int x0 = blockIdx.x * 32 - 2, y0 = blockIdx.y * 8 - 2;
    for (int k = ty * 32 + tx; k < 12 * 36; k += 256) {
        int row = k / 36, col = k % 36;
        int yy = min(max(y0 + row, 0), height - 1);
        int xx = min(max(x0 + col, 0), width - 1);
        tile[row][col] = src[yy * width + xx];
    }
    __syncthreads();
    int x = x0 + 2 + tx, y = y0 + 2 + ty;
    if (x < width && y < height) {
        float s = 0.0f;
        for (int dy = 0; dy < 5; ++dy)
            for (int dx = 0; dx < 5; ++dx)
                s += tile[ty + dy][tx + dx];
        dst[y * width + x] = s;
    }
}
