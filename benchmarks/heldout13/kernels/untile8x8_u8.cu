// Held-out suite 13 (frozen). A height x width byte image stored as 8 x 8 tiles (tiles in row
// order, each tile's 64 bytes in row order) copied to plain row order, a thread per byte of the
// tiled array. width and height are multiples of 8.
extern "C" __global__ void untile8x8_u8(const unsigned char *tiled, unsigned char *lin,
                                        int width, int height)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < width * height) {
        int tile = i >> 6, r = (i >> 3) & 7, c = i & 7;
        int tiles_x = width >> 3;
        int ty = tile / tiles_x, tx = tile - ty * tiles_x;
        lin[(ty * 8 + r) * width + tx * 8 + c] = tiled[i];
    }
}
