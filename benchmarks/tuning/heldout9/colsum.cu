// Column sums weighted by a vector, y = A^T x, of a row-major integer matrix of rows x cols,
// for the ninth held-out set of tuning spaces (benchmarks/tuning/spaces.py, space
// "colsum"): y[j] = sum over i of a[i][j] x[i], y zero on entry. A block of block_size_x x
// block_size_y threads takes block_size_x * vec consecutive columns (vec per thread, read
// as an int, int2 or int4) and a chunk of block_size_y * rpt rows, thread row ty taking rows
// ty, ty + block_size_y, ... of the chunk (a warp reads consecutive columns of one row);
// the grid's y dimension splits the rows into chunks, whose partial sums are added to y by
// atomic adds: one per thread and column (reduce=0) or one per block and column after the
// block_size_y partial sums are added up in shared memory (reduce=1).
#ifndef block_size_x
#define block_size_x 64
#endif
#ifndef block_size_y
#define block_size_y 4
#endif
#ifndef vec
#define vec 1
#endif
#ifndef rpt
#define rpt 4
#endif
#ifndef reduce
#define reduce 0
#endif

__global__ void colsum(int *y, const int *a, const int *x, int cols)
{
    int tx = threadIdx.x, ty = threadIdx.y;
    int col = (blockIdx.x * block_size_x + tx) * vec;
    int row = blockIdx.y * block_size_y * rpt + ty;
    int acc[vec];
#pragma unroll
    for (int j = 0; j < vec; j++)
        acc[j] = 0;
#pragma unroll
    for (int k = 0; k < rpt; k++) {
        int r = row + k * block_size_y;
        int xr = x[r];
        const int *ar = a + (size_t)r * cols + col;
#if vec == 4
        int4 q = *(const int4 *)ar;
        acc[0] += q.x * xr; acc[1] += q.y * xr; acc[2] += q.z * xr; acc[3] += q.w * xr;
#elif vec == 2
        int2 q = *(const int2 *)ar;
        acc[0] += q.x * xr; acc[1] += q.y * xr;
#else
        acc[0] += ar[0] * xr;
#endif
    }
#if reduce == 1
    __shared__ int s_part[block_size_y][block_size_x * vec];
#pragma unroll
    for (int j = 0; j < vec; j++)
        s_part[ty][tx * vec + j] = acc[j];
    __syncthreads();
    // the block's columns, spread over all its threads
    for (int c = ty * block_size_x + tx; c < block_size_x * vec;
         c += block_size_x * block_size_y) {
        int v = 0;
        for (int t = 0; t < block_size_y; t++)
            v += s_part[t][c];
        atomicAdd(&y[blockIdx.x * block_size_x * vec + c], v);
    }
#else
#pragma unroll
    for (int j = 0; j < vec; j++)
        atomicAdd(&y[col + j], acc[j]);
#endif
}
