// Held-out suite 13 (frozen), hand version of adj_sym_or_u8: each block of 32 x 8 threads
// produces a 32 x 32 tile of s; it first copies the mirrored 32 x 32 tile of a into shared
// memory with coalesced row reads (an int per byte, rows padded to 33 words), then reads it
// transposed from there. Blocks of exactly 32 x 8, one per 32 x 32 tile.
extern "C" __global__ void adj_sym_or_u8_hand(const unsigned char *__restrict__ a,
                                              unsigned char *__restrict__ s, int n)
{
    __shared__ int mirror[32][33];
    int tx = threadIdx.x, ty = threadIdx.y;
    int col0 = blockIdx.x * 32, row0 = blockIdx.y * 32;
    for (int k = 0; k < 32; k += 8) {
        int r = col0 + ty + k, c = row0 + tx;
        mirror[ty + k][tx] = (r < n && c < n) ? a[r * n + c] : 0;
    }
    __syncthreads();
    for (int k = 0; k < 32; k += 8) {
        int i = row0 + ty + k, j = col0 + tx;
        if (i < n && j < n)
            s[i * n + j] = (unsigned char)(a[i * n + j] | mirror[tx][ty + k]);
    }
}
