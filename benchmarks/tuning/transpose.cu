// Matrix transpose out (width x height) = in (height x width)^T, row-major float32, for the
// tuning benchmark (benchmarks/tuning/spaces.py, space "transpose"). A block of
// block_size_x x block_size_y threads moves a tile_h x block_size_x tile through shared
// memory (rows padded by pad words against bank conflicts): each thread reads
// tile_h / block_size_y rows of the tile (coalesced along x), then the block writes the
// transposed tile, tile_h consecutive words per output row (coalesced when tile_h >= 32).
// use_shmem=0 is the naive transpose (reads coalesced, writes strided), same tiling.
#ifndef block_size_x
#define block_size_x 32
#endif
#ifndef block_size_y
#define block_size_y 8
#endif
#ifndef tile_h
#define tile_h 32
#endif
#ifndef pad
#define pad 1
#endif
#ifndef use_shmem
#define use_shmem 1
#endif
#define NT (block_size_x * block_size_y)

__global__ void transpose(float *out, const float *in, int width, int height)
{
    int tx = threadIdx.x, ty = threadIdx.y;
    int x0 = blockIdx.x * block_size_x;   // first column of the tile in ``in``
    int y0 = blockIdx.y * tile_h;         // first row of the tile in ``in``
#if use_shmem
    __shared__ float tile[tile_h][block_size_x + pad];
    for (int r = ty; r < tile_h; r += block_size_y)
        tile[r][tx] = in[(y0 + r) * width + x0 + tx];
    __syncthreads();
    int tid = ty * block_size_x + tx;
    for (int e = tid; e < tile_h * block_size_x; e += NT) {
        int c = e / tile_h;   // the column of the tile: a row of ``out``
        int r = e % tile_h;
        out[(x0 + c) * height + y0 + r] = tile[r][c];
    }
#else
    for (int r = ty; r < tile_h; r += block_size_y)
        out[(x0 + tx) * height + y0 + r] = in[(y0 + r) * width + x0 + tx];
#endif
}
