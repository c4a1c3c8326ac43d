// Gram matrices A^T A of a batch of tall 64 x 8 integer matrices, for the eighth held-out set
// of tuning spaces (benchmarks/tuning/spaces.py, space "gram"): g[b][i][j] = sum over r of
// a[b][r][i] * a[b][r][j], each A row-major (a row is 8 consecutive ints), each G a full
// 8 x 8 row-major matrix. A block of block_size_x x block_size_y threads takes block_size_y
// matrices, block_size_x threads each; a thread takes the rows tx, tx + block_size_x, ...
// (a warp's threads read consecutive rows) and accumulates the 36 products of the upper
// triangle in registers. vec: a row read as 8 ints, 4 int2 or 2 int4. The block_size_x
// partial sums of a matrix are added up by xor shuffles (reduce=0) or through shared
// memory (reduce=1: each thread then adds up the entries it writes); the threads of a
// matrix write its 64 entries, both halves of the symmetric result.
#ifndef block_size_x
#define block_size_x 8
#endif
#ifndef block_size_y
#define block_size_y 16
#endif
#ifndef vec
#define vec 4
#endif
#ifndef reduce
#define reduce 0
#endif
#define ROWS 64
#define COLS 8
#define NE 36

__global__ void gram(int *g, const int *a)
{
    int tx = threadIdx.x, ty = threadIdx.y;
    int mat = blockIdx.x * block_size_y + ty;
    const int *am = a + mat * ROWS * COLS;
    int acc[NE];
#pragma unroll
    for (int e = 0; e < NE; e++)
        acc[e] = 0;
#pragma unroll 4
    for (int r = tx; r < ROWS; r += block_size_x) {
        int x[COLS];
#if vec == 4
        int4 lo = ((const int4 *)(am + r * COLS))[0], hi = ((const int4 *)(am + r * COLS))[1];
        x[0] = lo.x; x[1] = lo.y; x[2] = lo.z; x[3] = lo.w;
        x[4] = hi.x; x[5] = hi.y; x[6] = hi.z; x[7] = hi.w;
#elif vec == 2
#pragma unroll
        for (int c = 0; c < COLS; c += 2) {
            int2 p = ((const int2 *)(am + r * COLS))[c / 2];
            x[c] = p.x;
            x[c + 1] = p.y;
        }
#else
#pragma unroll
        for (int c = 0; c < COLS; c++)
            x[c] = am[r * COLS + c];
#endif
        int e = 0;
#pragma unroll
        for (int i = 0; i < COLS; i++)
#pragma unroll
            for (int j = i; j < COLS; j++) {
                acc[e] += x[i] * x[j];
                e++;
            }
    }
#if reduce == 1
    __shared__ int s_part[block_size_y][NE][block_size_x];
#pragma unroll
    for (int e = 0; e < NE; e++)
        s_part[ty][e][tx] = acc[e];
    __syncthreads();
#else
#pragma unroll
    for (int d = block_size_x / 2; d > 0; d >>= 1)
#pragma unroll
        for (int e = 0; e < NE; e++)
            acc[e] += __shfl_xor_sync(0xffffffffu, acc[e], d);
#endif
    int *gm = g + mat * COLS * COLS;
    int e = 0;
#pragma unroll
    for (int i = 0; i < COLS; i++)
#pragma unroll
        for (int j = i; j < COLS; j++) {
            if (e % block_size_x == tx) {
#if reduce == 1
                int v = 0;
                for (int t = 0; t < block_size_x; t++)
                    v += s_part[ty][e][t];
#else
                int v = acc[e];
#endif
                gm[i * COLS + j] = v;
                gm[j * COLS + i] = v;
            }
            e++;
        }
}
