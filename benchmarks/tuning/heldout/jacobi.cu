// One Jacobi sweep of a 5-point 2D stencil for the held-out tuning spaces
// (benchmarks/tuning/spaces.py, space "jacobi"): out[y][x] = 0.5 c + 0.125 (n + s + w + e)
// over a width x height interior of an input padded by one cell on every side. A thread
// computes tile_y points of one column, block_size_y rows apart; use_shmem=1 stages the
// block's (block_size_y * tile_y + 2) x (block_size_x + 2) input tile in shared memory
// first, use_shmem=0 reads every neighbour from global memory.
#ifndef block_size_x
#define block_size_x 32
#endif
#ifndef block_size_y
#define block_size_y 4
#endif
#ifndef tile_y
#define tile_y 1
#endif
#ifndef use_shmem
#define use_shmem 0
#endif
#define TILE_ROWS (block_size_y * tile_y)

__global__ void jacobi(float *out, const float *in, int width, int height)
{
    int pitch = width + 2;
    int x0 = blockIdx.x * block_size_x;
    int y0 = blockIdx.y * TILE_ROWS;
    int x = x0 + threadIdx.x;
#if use_shmem
    __shared__ float tile[TILE_ROWS + 2][block_size_x + 2];
    for (int r = threadIdx.y; r < TILE_ROWS + 2; r += block_size_y)
        for (int c = threadIdx.x; c < block_size_x + 2; c += block_size_x)
            tile[r][c] = in[(y0 + r) * pitch + x0 + c];
    __syncthreads();
    for (int t = 0; t < tile_y; t++) {
        int r = threadIdx.y + t * block_size_y + 1;
        int c = threadIdx.x + 1;
        float s = (tile[r - 1][c] + tile[r + 1][c]) + (tile[r][c - 1] + tile[r][c + 1]);
        out[(y0 + r - 1) * width + x] = 0.5f * tile[r][c] + 0.125f * s;
    }
#else
    for (int t = 0; t < tile_y; t++) {
        int y = y0 + threadIdx.y + t * block_size_y;
        int i = (y + 1) * pitch + x + 1;
        float s = (in[i - pitch] + in[i + pitch]) + (in[i - 1] + in[i + 1]);
        out[y * width + x] = 0.5f * in[i] + 0.125f * s;
    }
#endif
}
