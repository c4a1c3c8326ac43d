// The 5 x 5 census transform of an integer image, for the thirteenth held-out set of tuning
// spaces (benchmarks/tuning/spaces.py, space "census"): in is the image with a border of
// two pixels on every side ((height + 4) rows of width + 4), and out[y][x] holds 24 bits,
// one for each of the 24 neighbours (dy, dx) in [-2, 2]^2 other than the centre, taken in
// row-major order from (-2, -2) (the most significant bit): set where the neighbour is
// smaller than the centre. A block of block_size_x x block_size_y threads takes
// block_size_x columns and block_size_y * tile_y rows, a thread tile_y outputs of a column,
// block_size_y rows apart. use_shmem=1 first copies the block's (block_size_y * tile_y + 4)
// x (block_size_x + 4) pixels into shared memory and reads the neighbourhoods there;
// use_shmem=0 reads all 25 pixels of each from global memory.
#ifndef block_size_x
#define block_size_x 32
#endif
#ifndef block_size_y
#define block_size_y 4
#endif
#ifndef tile_y
#define tile_y 2
#endif
#ifndef use_shmem
#define use_shmem 1
#endif
#define R 2
#define TR (block_size_y * tile_y + 2 * R)
#define TC (block_size_x + 2 * R)

// the census bits of the pixel at c, the image's rows pitch apart
__device__ __forceinline__ unsigned int census_at(const int *c, int pitch)
{
    int v = c[0];
    unsigned int bits = 0;
#pragma unroll
    for (int dy = -R; dy <= R; dy++)
#pragma unroll
        for (int dx = -R; dx <= R; dx++)
            if (dy != 0 || dx != 0)
                bits = (bits << 1) | (c[dy * pitch + dx] < v ? 1u : 0u);
    return bits;
}

__global__ void census(unsigned int *out, const int *in, int width, int height)
{
    int pitch = width + 2 * R;
    int x0 = blockIdx.x * block_size_x, y0 = blockIdx.y * block_size_y * tile_y;
    int x = x0 + threadIdx.x;
#if use_shmem == 1
    __shared__ int s_tile[TR * TC];
    int tid = threadIdx.y * block_size_x + threadIdx.x;
    for (int i = tid; i < TR * TC; i += block_size_x * block_size_y)
        s_tile[i] = in[(size_t)(y0 + i / TC) * pitch + x0 + i % TC];
    __syncthreads();
#endif
#pragma unroll
    for (int k = 0; k < tile_y; k++) {
        int ly = k * block_size_y + threadIdx.y;
#if use_shmem == 1
        unsigned int bits = census_at(s_tile + (ly + R) * TC + threadIdx.x + R, TC);
#else
        unsigned int bits = census_at(in + (size_t)(y0 + ly + R) * pitch + x + R, pitch);
#endif
        out[(size_t)(y0 + ly) * width + x] = bits;
    }
}
