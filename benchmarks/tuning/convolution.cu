// 2D convolution of a float image with a FILTER_H x FILTER_W filter, for the tuning
// benchmark (benchmarks/tuning/spaces.py, space "convolution"; the parameters of Kernel
// Tuner's convolution example, van Werkhoven et al.). The input is padded: it holds
// (height + FILTER_H - 1) x (width + FILTER_W - 1) pixels, so no pixel needs a guard. A block
// of block_size_x x block_size_y threads computes a (block_size_y * tile_size_y) x
// (block_size_x * tile_size_x) tile of the output, each thread tile_size_y x tile_size_x
// pixels strided by the block's extent. use_shmem=1 stages the tile's input (with its halo)
// in shared memory first; use_cmem=1 reads the filter from constant memory (d_filter, filled
// by the host), else from the global array ``filter``.
#ifndef block_size_x
#define block_size_x 16
#endif
#ifndef block_size_y
#define block_size_y 16
#endif
#ifndef tile_size_x
#define tile_size_x 1
#endif
#ifndef tile_size_y
#define tile_size_y 1
#endif
#ifndef use_shmem
#define use_shmem 0
#endif
#ifndef use_cmem
#define use_cmem 1
#endif
#ifndef FILTER_W
#define FILTER_W 9
#endif
#ifndef FILTER_H
#define FILTER_H 9
#endif
#define TW (block_size_x * tile_size_x)
#define TH (block_size_y * tile_size_y)
#define SH_W (TW + FILTER_W - 1)
#define SH_H (TH + FILTER_H - 1)

__constant__ float d_filter[FILTER_H * FILTER_W];

__global__ void convolution(float *output, const float *input, const float *filter,
                            int width, int height)
{
    int tx = threadIdx.x, ty = threadIdx.y;
    int x0 = blockIdx.x * TW;
    int y0 = blockIdx.y * TH;
    int in_width = width + FILTER_W - 1;

#if use_shmem
    __shared__ float sh[SH_H][SH_W];
    for (int i = ty; i < SH_H; i += block_size_y)
        for (int j = tx; j < SH_W; j += block_size_x)
            sh[i][j] = input[(y0 + i) * in_width + x0 + j];
    __syncthreads();
#endif

    float sum[tile_size_y][tile_size_x];
#pragma unroll
    for (int yi = 0; yi < tile_size_y; yi++)
#pragma unroll
        for (int xi = 0; xi < tile_size_x; xi++)
            sum[yi][xi] = 0.0f;

    for (int i = 0; i < FILTER_H; i++) {
        for (int j = 0; j < FILTER_W; j++) {
#if use_cmem
            float f = d_filter[i * FILTER_W + j];
#else
            float f = filter[i * FILTER_W + j];
#endif
#pragma unroll
            for (int yi = 0; yi < tile_size_y; yi++) {
#pragma unroll
                for (int xi = 0; xi < tile_size_x; xi++) {
#if use_shmem
                    sum[yi][xi] += sh[ty + yi * block_size_y + i][tx + xi * block_size_x + j] * f;
#else
                    sum[yi][xi] += input[(y0 + ty + yi * block_size_y + i) * in_width
                                         + x0 + tx + xi * block_size_x + j] * f;
#endif
                }
            }
        }
    }

#pragma unroll
    for (int yi = 0; yi < tile_size_y; yi++)
#pragma unroll
        for (int xi = 0; xi < tile_size_x; xi++)
            output[(y0 + ty + yi * block_size_y) * width + x0 + tx + xi * block_size_x] =
                sum[yi][xi];
}
