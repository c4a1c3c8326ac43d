// Held-out suite 13 (frozen), hand version of untile8x8_u8: a block of 256 threads per band
// segment of 8 rows x 256 columns (32 tiles, 2048 contiguous bytes of the tiled array). The
// threads read the segment as 512 consecutive words into shared memory (each tile's 16 words
// padded to 17 against bank conflicts), then write each of the 8 rows as 64 consecutive words,
// picking the bytes from the staged tiles. Blocks of exactly 256 on a grid of (width / 256,
// height / 8); width is a multiple of 256.
extern "C" __global__ void untile8x8_u8_hand(const unsigned char *__restrict__ tiled,
                                             unsigned char *__restrict__ lin, int width,
                                             int height)
{
    __shared__ unsigned int seg[544];
    int t = threadIdx.x;
    int x0 = blockIdx.x * 256, band = blockIdx.y;
    const unsigned int *src =
        (const unsigned int *)(tiled + ((size_t)band * 8 * width + (size_t)x0 * 8));
    seg[t + (t >> 4)] = src[t];
    seg[t + 256 + ((t + 256) >> 4)] = src[t + 256];
    __syncthreads();
    unsigned int *dst = (unsigned int *)(lin + (size_t)band * 8 * width + x0);
    int words_per_row = width >> 2;
    for (int k = 0; k < 2; k++) {
        int w = t + 256 * k;
        int r = w >> 6, q = w & 63;
        /* bytes 4q..4q+3 of row r: tile q / 2, tile row r, columns 4 (q & 1) .. + 3 */
        dst[r * words_per_row + q] = seg[(q >> 1) * 17 + r * 2 + (q & 1)];
    }
}
