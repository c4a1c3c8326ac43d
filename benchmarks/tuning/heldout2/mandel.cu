// Escape-time fractal in 4.12 fixed point for the second held-out set of tuning spaces
// (benchmarks/tuning/spaces.py, space "mandel"): for every pixel of a width x height
// image over [-2, 1) x [-1.5, 1.5), iterate z = z^2 + c in integers (exact, so every
// configuration gives the reference's counts) up to max_iter times and store the count.
// Work per pixel varies a lot, so the block shape decides how much a warp diverges. A
// thread computes items_x pixels of a row, block_size_x apart; loop_unroll=1 asks the
// compiler to unroll the iteration loop by four.
#ifndef block_size_x
#define block_size_x 32
#endif
#ifndef block_size_y
#define block_size_y 4
#endif
#ifndef items_x
#define items_x 1
#endif
#ifndef loop_unroll
#define loop_unroll 0
#endif
#define FRAC 12

__global__ void mandel(int *count, int width, int height, int max_iter)
{
    int row = blockIdx.y * block_size_y + threadIdx.y;
    int col0 = blockIdx.x * block_size_x * items_x + threadIdx.x;
    int ci = (3 << FRAC) * row / height - (3 << (FRAC - 1));
    for (int k = 0; k < items_x; k++) {
        int col = col0 + k * block_size_x;
        int cr = (3 << FRAC) * col / width - (2 << FRAC);
        int zr = 0, zi = 0, it = 0;
#if loop_unroll
#pragma unroll 4
#endif
        for (int t = 0; t < max_iter; t++) {
            int zr2 = (zr * zr) >> FRAC;
            int zi2 = (zi * zi) >> FRAC;
            if (zr2 + zi2 > (4 << FRAC))
                break;
            zi = ((2 * zr * zi) >> FRAC) + ci;
            zr = zr2 - zi2 + cr;
            it++;
        }
        count[row * width + col] = it;
    }
}
