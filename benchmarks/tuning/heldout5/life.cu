// One step of Conway's Game of Life (B3/S23) on a grid of byte cells (0 or 1), for the
// fifth held-out set of tuning spaces (benchmarks/tuning/spaces.py, space "life"). ``in``
// is padded by one dead cell on every side: (h + 2) x (w + 2) bytes; ``out`` is h x w. A
// block of block_size_x x block_size_y threads covers block_size_x columns and
// block_size_y * tile_y rows; a thread computes tile_y consecutive rows of its column,
// marching down and keeping the last rows' three-cell sums in registers (three new cells
// a row). use_shmem=0 reads the cells from global memory; use_shmem=1 stages the block's
// (block_size_y * tile_y + 2) x (block_size_x + 2) cells in shared memory first.
#ifndef block_size_x
#define block_size_x 64
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
#define TH (block_size_y * tile_y)

__global__ void life(unsigned char *out, const unsigned char *in, int w, int h)
{
    int tx = threadIdx.x, ty = threadIdx.y;
    int x0 = blockIdx.x * block_size_x;
    int y0 = blockIdx.y * TH;
    int sw = w + 2;
#if use_shmem
    __shared__ unsigned char sh[TH + 2][block_size_x + 2];
    for (int i = ty; i < TH + 2; i += block_size_y)
        for (int j = tx; j < block_size_x + 2; j += block_size_x)
            sh[i][j] = in[(y0 + i) * sw + x0 + j];
    __syncthreads();
#define CELL(r, c) ((int)sh[r][tx + (c)])
    int r0 = ty * tile_y;
#else
#define CELL(r, c) ((int)in[(y0 + (r)) * sw + x0 + tx + (c)])
    int r0 = ty * tile_y;
#endif
    // padded rows r0 .. r0 + tile_y + 1 of the block's window; output row r0 + k reads
    // padded rows r0 + k .. r0 + k + 2
    int t0 = CELL(r0, 0) + CELL(r0, 1) + CELL(r0, 2);
    int c1 = CELL(r0 + 1, 1);
    int t1 = CELL(r0 + 1, 0) + c1 + CELL(r0 + 1, 2);
    for (int k = 0; k < tile_y; k++) {
        int c2 = CELL(r0 + k + 2, 1);
        int t2 = CELL(r0 + k + 2, 0) + c2 + CELL(r0 + k + 2, 2);
        int nb = t0 + t1 + t2 - c1;
        out[(y0 + r0 + k) * w + x0 + tx] = (unsigned char)(nb == 3 || (c1 && nb == 2));
        t0 = t1;
        t1 = t2;
        c1 = c2;
    }
}
