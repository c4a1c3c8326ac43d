// Held-out suite 14 (frozen), hand version of lidar_tile_max_atomic: a block of 16 x 16 threads
// per cell; each thread loads its pixel (-1 outside the grid), each warp finds its maximum with
// xor shuffles (all 32 lanes take part), the eight warp maxima meet in shared memory after a
// barrier and thread 0 stores the cell's maximum with one plain store (no atomic, so the
// output's earlier contents do not matter). Blocks of exactly 16 x 16 on a grid of
// (ceil(width / 16), ceil(height / 16)).
extern "C" __global__ void lidar_tile_max_atomic_hand(const unsigned short *__restrict__ height_mm,
                                                      int *__restrict__ tile_max, int width,
                                                      int height)
{
    __shared__ int warp_max[8];
    int x = blockIdx.x * 16 + threadIdx.x;
    int y = blockIdx.y * 16 + threadIdx.y;
    int t = threadIdx.y * 16 + threadIdx.x;
    int v = (x < width && y < height) ? (int)height_mm[y * width + x] : -1;
    for (int off = 16; off > 0; off >>= 1)
        v = max(v, __shfl_xor_sync(0xffffffffu, v, off));
    if ((t & 31) == 0)
        warp_max[t >> 5] = v;
    __syncthreads();
    if (t == 0) {
        int m = warp_max[0];
        for (int k = 1; k < 8; k++)
            m = max(m, warp_max[k]);
        int tiles_x = (width + 15) / 16;
        tile_max[blockIdx.y * tiles_x + blockIdx.x] = m;
    }
}
