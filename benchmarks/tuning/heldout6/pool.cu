// 3 x 3 max pooling with stride 2 (overlapping windows, as in the stems of image networks)
// for the sixth held-out set of tuning spaces (benchmarks/tuning/spaces.py, space "pool"):
// out[y][x] = max of in[2y + dy][2x + dx], dy, dx in 0..2, for an oh x ow output of an
// (2 oh + 1) x (2 ow + 1) input (no borders). A block of block_size_x x block_size_y
// threads covers TW = block_size_x * tile_x output columns and TH = block_size_y * tile_y
// output rows; a thread computes tile_x columns block_size_x apart (a warp's outputs
// consecutive) and tile_y consecutive rows, marching down and keeping the last input
// row's three-column maximum in a register (two new input rows per output row).
// use_shmem=1 stages the block's (2 TH + 1) x (2 TW + 1) inputs in shared memory first.
#ifndef block_size_x
#define block_size_x 32
#endif
#ifndef block_size_y
#define block_size_y 4
#endif
#ifndef tile_x
#define tile_x 1
#endif
#ifndef tile_y
#define tile_y 1
#endif
#ifndef use_shmem
#define use_shmem 0
#endif
#define TW (block_size_x * tile_x)
#define TH (block_size_y * tile_y)

__global__ void pool(float *out, const float *in, int ow, int oh)
{
    int tx = threadIdx.x, ty = threadIdx.y;
    int x0 = blockIdx.x * TW, y0 = blockIdx.y * TH;
    int iw = 2 * ow + 1;
#if use_shmem
    __shared__ float sh[2 * TH + 1][2 * TW + 1];
    for (int i = ty; i < 2 * TH + 1; i += block_size_y)
        for (int j = tx; j < 2 * TW + 1; j += block_size_x)
            sh[i][j] = in[(2 * y0 + i) * iw + 2 * x0 + j];
    __syncthreads();
#define IN(r, c) sh[r][c]
#else
#define IN(r, c) in[(2 * y0 + (r)) * iw + 2 * x0 + (c)]
#endif
    int r0 = 2 * ty * tile_y;   // the thread's first input row in the block's window
#pragma unroll
    for (int j = 0; j < tile_x; j++) {
        int c = 2 * (tx + j * block_size_x);
        float top = fmaxf(fmaxf(IN(r0, c), IN(r0, c + 1)), IN(r0, c + 2));
#pragma unroll
        for (int k = 0; k < tile_y; k++) {
            int r = r0 + 2 * k;
            float mid = fmaxf(fmaxf(IN(r + 1, c), IN(r + 1, c + 1)), IN(r + 1, c + 2));
            float bot = fmaxf(fmaxf(IN(r + 2, c), IN(r + 2, c + 1)), IN(r + 2, c + 2));
            out[(y0 + ty * tile_y + k) * ow + x0 + tx + j * block_size_x] =
                fmaxf(fmaxf(top, mid), bot);
            top = bot;
        }
    }
}
