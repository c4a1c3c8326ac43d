// One level of the 2D Haar transform of an integer image of 2hh x 2hw pixels, for the ninth
// held-out set of tuning spaces (benchmarks/tuning/spaces.py, space "haar"): for each 2 x 2
// square a b / c d at (2i, 2j), out[i][j] = a + b + c + d (the average part, top left
// quadrant), out[i][hw + j] = a - b + c - d (top right), out[hh + i][j] = a + b - c - d
// (bottom left) and out[hh + i][hw + j] = a - b - c + d (bottom right), unnormalised, the
// output an image of the input's size. A thread takes tile_x consecutive squares of a row
// and tile_y rows of squares block_size_y apart; vec=1 reads a row's 2 tile_x pixels as an
// int2 or int4s and writes a quadrant's tile_x values as an int, int2 or int4, vec=0 reads
// and writes single ints.
#ifndef block_size_x
#define block_size_x 32
#endif
#ifndef block_size_y
#define block_size_y 4
#endif
#ifndef tile_x
#define tile_x 2
#endif
#ifndef tile_y
#define tile_y 1
#endif
#ifndef vec
#define vec 1
#endif
#define PX (2 * tile_x)

__device__ void load_row(int *dst, const int *src)
{
#if vec == 1 && tile_x == 1
    int2 q = *(const int2 *)src;
    dst[0] = q.x; dst[1] = q.y;
#elif vec == 1
#pragma unroll
    for (int k = 0; k < PX / 4; k++) {
        int4 q = ((const int4 *)src)[k];
        dst[4 * k] = q.x; dst[4 * k + 1] = q.y; dst[4 * k + 2] = q.z; dst[4 * k + 3] = q.w;
    }
#else
#pragma unroll
    for (int k = 0; k < PX; k++)
        dst[k] = src[k];
#endif
}

__device__ void store_part(int *dst, const int *v)
{
#if vec == 1 && tile_x == 4
    *(int4 *)dst = make_int4(v[0], v[1], v[2], v[3]);
#elif vec == 1 && tile_x == 2
    *(int2 *)dst = make_int2(v[0], v[1]);
#else
#pragma unroll
    for (int k = 0; k < tile_x; k++)
        dst[k] = v[k];
#endif
}

__global__ void haar(int *out, const int *in, int hw, int hh)
{
    int w = 2 * hw;
    int j0 = (blockIdx.x * block_size_x + threadIdx.x) * tile_x;
    int i0 = blockIdx.y * block_size_y * tile_y + threadIdx.y;
#pragma unroll
    for (int t = 0; t < tile_y; t++) {
        int i = i0 + t * block_size_y;
        int top[PX], bot[PX];
        load_row(top, in + 2 * i * w + 2 * j0);
        load_row(bot, in + (2 * i + 1) * w + 2 * j0);
        int ll[tile_x], hl[tile_x], lh[tile_x], diag[tile_x];
#pragma unroll
        for (int k = 0; k < tile_x; k++) {
            int a = top[2 * k], b = top[2 * k + 1], c = bot[2 * k], d = bot[2 * k + 1];
            ll[k] = a + b + c + d;
            hl[k] = a - b + c - d;
            lh[k] = a + b - c - d;
            diag[k] = a - b - c + d;
        }
        store_part(out + i * w + j0, ll);
        store_part(out + i * w + hw + j0, hl);
        store_part(out + (hh + i) * w + j0, lh);
        store_part(out + (hh + i) * w + hw + j0, diag);
    }
}
