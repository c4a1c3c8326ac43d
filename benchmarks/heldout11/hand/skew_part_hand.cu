// Held-out suite 11 (frozen), hand version of skew_part: a block of 32 x 8 threads handles a
// 32 x 32 tile; the mirrored tile is read row by row (coalesced) into a 32 x 33 shared tile
// and read back transposed (the padding column avoids bank conflicts).
extern "C" __global__ void skew_part_hand(const float *__restrict__ A, float *__restrict__ S,
                                          int n)
{
    __shared__ float mirror[32][33];
    int bx = blockIdx.x * 32, by = blockIdx.y * 32;
    int tx = threadIdx.x;
    for (int r = threadIdx.y; r < 32; r += 8) {
        int row = bx + r, col = by + tx;
        if (row < n && col < n)
            mirror[r][tx] = A[(size_t)row * n + col];
    }
    __syncthreads();
    for (int r = threadIdx.y; r < 32; r += 8) {
        int i = by + r, j = bx + tx;
        if (i < n && j < n)
            S[(size_t)i * n + j] = 0.5f * (A[(size_t)i * n + j] - mirror[tx][r]);
    }
}
