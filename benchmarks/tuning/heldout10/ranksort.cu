// Rows of L = 128 integers sorted by all-pairs ranks (a counting sort by comparisons), for
// the tenth held-out set of tuning spaces (benchmarks/tuning/spaces.py, space
// "ranksort"): element i of a row goes to position rank(i) = #{j: v[j] < v[i]} + #{j < i:
// v[j] == v[i]} of the output row, a stable sort. A block of block_size_x x block_size_y
// threads sorts block_size_y rows, block_size_x threads a row, a thread the L /
// block_size_x elements tx, tx + block_size_x, ...; the row's other values come from a
// copy in shared memory (bcast=0), from global memory at every comparison (1, cached
// loads) or by shuffles from the lane that holds them (2, a warp a row). scatter=1 writes
// the sorted row into shared memory first and copies it out in order; scatter=0 writes
// each element straight to its place in global memory. loop_unroll unrolls the comparison
// loop by 8 (1) or not (0).
#ifndef block_size_x
#define block_size_x 32
#endif
#ifndef block_size_y
#define block_size_y 4
#endif
#ifndef bcast
#define bcast 0
#endif
#ifndef scatter
#define scatter 0
#endif
#ifndef loop_unroll
#define loop_unroll 0
#endif
#define L 128
#define ITEMS (L / block_size_x)

__global__ void ranksort(int *out, const int *in)
{
    int tx = threadIdx.x, ty = threadIdx.y;
    int row = blockIdx.x * block_size_y + ty;
    const int *src = in + (size_t)row * L;
    int *dst = out + (size_t)row * L;
    int v[ITEMS], rank[ITEMS];
#pragma unroll
    for (int k = 0; k < ITEMS; k++) {
        v[k] = src[tx + k * block_size_x];
        rank[k] = 0;
    }
#if bcast == 0
    __shared__ int s_row[block_size_y][L];
#pragma unroll
    for (int k = 0; k < ITEMS; k++)
        s_row[ty][tx + k * block_size_x] = v[k];
    __syncthreads();
#endif
#if bcast == 2
#pragma unroll
    for (int kk = 0; kk < ITEMS; kk++) {
#if loop_unroll == 1
#pragma unroll 8
#else
#pragma unroll 1
#endif
        for (int lane = 0; lane < 32; lane++) {
            int j = lane + kk * 32;
            int b = __shfl_sync(0xffffffff, v[kk], lane);
#pragma unroll
            for (int k = 0; k < ITEMS; k++) {
                int i = tx + k * 32;
                rank[k] += (b < v[k]) | ((b == v[k]) & (j < i));
            }
        }
    }
#else
#if loop_unroll == 1
#pragma unroll 8
#else
#pragma unroll 1
#endif
    for (int j = 0; j < L; j++) {
#if bcast == 0
        int b = s_row[ty][j];
#else
        int b = __ldg(&src[j]);
#endif
#pragma unroll
        for (int k = 0; k < ITEMS; k++) {
            int i = tx + k * block_size_x;
            rank[k] += (b < v[k]) | ((b == v[k]) & (j < i));
        }
    }
#endif
#if scatter == 1
    __shared__ int s_out[block_size_y][L];
#pragma unroll
    for (int k = 0; k < ITEMS; k++)
        s_out[ty][rank[k]] = v[k];
    __syncthreads();
#pragma unroll
    for (int k = 0; k < ITEMS; k++)
        dst[tx + k * block_size_x] = s_out[ty][tx + k * block_size_x];
#else
#pragma unroll
    for (int k = 0; k < ITEMS; k++)
        dst[rank[k]] = v[k];
#endif
}
