// Held-out suite 8 (frozen). Downsampling by 8: the mean of every 8 x 8 tile of an image, a
// thread per tile walking its 64 pixels.
extern "C" __global__ void tile_mean8x8(const float *in, float *out, int width, int height)
{
    int tx = blockIdx.x * blockDim.x + threadIdx.x;
    int ty = blockIdx.y * blockDim.y + threadIdx.y;
    if (tx < width / 8 && ty < height / 8) {
        float s = 0.0f;
        for (int y = 0; y < 8; y++)
            for (int x = 0; x < 8; x++)
                s += in[(8 * ty + y) * width + 8 * tx + x];
        out[ty * (width / 8) + tx] = s * 0.015625f;
    }
}
