// Held-out suite 8 (frozen), hand version of tile_mean8x8: blocks of 32 x 8 threads, a warp
// per 32 pixel columns of a row of tiles (four tiles), each lane adding its column's 8
// pixels (every load of the warp 32 consecutive floats), then xor shuffles within groups of
// 8 lanes. width is a multiple of 32.
extern "C" __global__ void tile_mean8x8_hand(const float *in, float *out, int width,
                                             int height)
{
    int x = blockIdx.x * 32 + threadIdx.x;
    int ty = blockIdx.y * 8 + threadIdx.y;
    float s = 0.0f;
    if (ty < height / 8)
        for (int y = 0; y < 8; y++)
            s += in[(8 * ty + y) * width + x];
    for (int off = 4; off > 0; off >>= 1)
        s += __shfl_xor_sync(0xffffffffu, s, off);
    if (ty < height / 8 && threadIdx.x % 8 == 0)
        out[ty * (width / 8) + x / 8] = s * 0.015625f;
}
