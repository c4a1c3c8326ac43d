// The min-plus (tropical) matrix product C = A (min, +) B of row-major integer matrices, A
// M x K and B K x N, one relaxation step of all-pairs shortest paths, for the tenth
// held-out set of tuning spaces (benchmarks/tuning/spaces.py, space "minplus"): C[i][j] =
// min over k of A[i][k] + B[k][j]. A block of block_size_x x block_size_y threads takes a
// tile of block_size_y * tile_y rows and block_size_x * tile_x columns of C, a thread
// tile_y rows block_size_y apart and tile_x columns block_size_x apart (a warp's columns
// consecutive). stage=1 walks K in slices of TK = 32, the block copying the slice's rows
// of A and columns of B into shared memory first (a barrier before and after); stage=0
// reads A and B from global memory at every step.
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
#define tile_y 2
#endif
#ifndef stage
#define stage 0
#endif
#define TK 32
#define BM (block_size_y * tile_y)
#define BN (block_size_x * tile_x)
#define BIG 0x3fffffff

__global__ void minplus(int *C, const int *A, const int *B, int M, int N, int K)
{
    int tx = threadIdx.x, ty = threadIdx.y;
    int i0 = blockIdx.y * BM + ty;
    int j0 = blockIdx.x * BN + tx;
    int acc[tile_y][tile_x];
#pragma unroll
    for (int a = 0; a < tile_y; a++)
#pragma unroll
        for (int b = 0; b < tile_x; b++)
            acc[a][b] = BIG;
#if stage == 1
    __shared__ int s_a[BM][TK];
    __shared__ int s_b[TK][BN];
    int lin = ty * block_size_x + tx;
    for (int k0 = 0; k0 < K; k0 += TK) {
        for (int e = lin; e < BM * TK; e += block_size_x * block_size_y)
            s_a[e / TK][e % TK] = A[(size_t)(blockIdx.y * BM + e / TK) * K + k0 + e % TK];
        for (int e = lin; e < TK * BN; e += block_size_x * block_size_y)
            s_b[e / BN][e % BN] = B[(size_t)(k0 + e / BN) * N + blockIdx.x * BN + e % BN];
        __syncthreads();
#pragma unroll 8
        for (int k = 0; k < TK; k++) {
            int bv[tile_x];
#pragma unroll
            for (int b = 0; b < tile_x; b++)
                bv[b] = s_b[k][tx + b * block_size_x];
#pragma unroll
            for (int a = 0; a < tile_y; a++) {
                int av = s_a[ty + a * block_size_y][k];
#pragma unroll
                for (int b = 0; b < tile_x; b++)
                    acc[a][b] = min(acc[a][b], av + bv[b]);
            }
        }
        __syncthreads();
    }
#else
#pragma unroll 4
    for (int k = 0; k < K; k++) {
        int bv[tile_x];
#pragma unroll
        for (int b = 0; b < tile_x; b++)
            bv[b] = B[(size_t)k * N + j0 + b * block_size_x];
#pragma unroll
        for (int a = 0; a < tile_y; a++) {
            int av = A[(size_t)(i0 + a * block_size_y) * K + k];
#pragma unroll
            for (int b = 0; b < tile_x; b++)
                acc[a][b] = min(acc[a][b], av + bv[b]);
        }
    }
#endif
#pragma unroll
    for (int a = 0; a < tile_y; a++)
#pragma unroll
        for (int b = 0; b < tile_x; b++)
            C[(size_t)(i0 + a * block_size_y) * N + j0 + b * block_size_x] = acc[a][b];
}
