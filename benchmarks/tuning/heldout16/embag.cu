// Sums of bags of embedding rows, for the sixteenth held-out set of tuning spaces
// (benchmarks/tuning/spaces.py, space "embag"): out[b][c] (128 ints a bag) is the sum over
// the 32 indices r = indices[32 b + j] of the bag of the table's row entries table[r][c], the
// table row-major with 128 ints a row. A block of block_size_x x block_size_y threads takes
// block_size_y bags (their number a multiple of it), block_size_x threads a bag, a thread
// the row's columns vec at a time (ints, int2s or int4s), block_size_x * vec apart.
// idx_via=0 has every thread read each index from global memory, 1 has a bag's threads copy
// its indices into shared memory first, 2 (block_size_x at most 32) has each of a bag's
// threads read one index of a stretch of block_size_x and pass them round by shuffles.
#ifndef block_size_x
#define block_size_x 32
#endif
#ifndef block_size_y
#define block_size_y 4
#endif
#ifndef vec
#define vec 4
#endif
#ifndef idx_via
#define idx_via 1
#endif
#define DIM 128
#define BAG 32
#define CHUNKS (DIM / (block_size_x * vec))

// adds the vec entries of row at column col to sum
__device__ __forceinline__ void add_entries(int *sum, const int *table, int row, int col)
{
    const int *at = table + (size_t)row * DIM + col;
#if vec == 4
    int4 v = *(const int4 *)at;
    sum[0] += v.x;
    sum[1] += v.y;
    sum[2] += v.z;
    sum[3] += v.w;
#elif vec == 2
    int2 v = *(const int2 *)at;
    sum[0] += v.x;
    sum[1] += v.y;
#else
    sum[0] += at[0];
#endif
}

// adds row's entries of every chunk of this thread's columns to sum
__device__ __forceinline__ void add_row(int sum[CHUNKS][vec], const int *table, int row)
{
#pragma unroll
    for (int q = 0; q < CHUNKS; q++)
        add_entries(sum[q], table, row, (q * block_size_x + threadIdx.x) * vec);
}

__global__ void embag(int *out, const int *table, const int *indices)
{
    int bag = blockIdx.x * block_size_y + threadIdx.y;
    const int *bag_idx = indices + (size_t)bag * BAG;
    int sum[CHUNKS][vec];
#pragma unroll
    for (int q = 0; q < CHUNKS; q++)
#pragma unroll
        for (int e = 0; e < vec; e++)
            sum[q][e] = 0;
#if idx_via == 1
    __shared__ int s_idx[block_size_y][BAG];
    for (int j = threadIdx.x; j < BAG; j += block_size_x)
        s_idx[threadIdx.y][j] = bag_idx[j];
    __syncthreads();
    for (int j = 0; j < BAG; j++)
        add_row(sum, table, s_idx[threadIdx.y][j]);
#elif idx_via == 2
    for (int j0 = 0; j0 < BAG; j0 += block_size_x) {
        int mine = bag_idx[j0 + threadIdx.x];
        for (int j = 0; j < block_size_x; j++)
            add_row(sum, table, __shfl_sync(0xffffffffu, mine, j, block_size_x));
    }
#else
    for (int j = 0; j < BAG; j++)
        add_row(sum, table, bag_idx[j]);
#endif
    int *bag_out = out + (size_t)bag * DIM;
#pragma unroll
    for (int q = 0; q < CHUNKS; q++) {
        int col = (q * block_size_x + threadIdx.x) * vec;
#if vec == 4
        *(int4 *)(bag_out + col) = make_int4(sum[q][0], sum[q][1], sum[q][2], sum[q][3]);
#elif vec == 2
        *(int2 *)(bag_out + col) = make_int2(sum[q][0], sum[q][1]);
#else
        bag_out[col] = sum[q][0];
#endif
    }
}
