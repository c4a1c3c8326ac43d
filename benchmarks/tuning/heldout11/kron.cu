// Kronecker products of an integer matrix with a 16 x 16 one, for the eleventh held-out set
// of tuning spaces (benchmarks/tuning/spaces.py, space "kron"): C = A (x) B, A of p x q, B
// of Q x Q (Q = 16), C of p Q x q Q with C[i Q + k][j Q + l] = A[i][j] B[k][l] (integer
// products, exact modulo 2^32). A block of block_size_x x block_size_y threads writes
// block_size_y * tile_y rows of C and block_size_x * tile_x columns of each, a thread
// tile_x consecutive columns (all of one A entry, since tile_x divides Q) of tile_y rows
// block_size_y apart, stored one int at a time (vec=0) or as one int2 or int4 (vec=1).
// stage=1 copies the rows of B the block's rows need into shared memory first and reads B
// there; stage=0 reads B from global memory.
#ifndef block_size_x
#define block_size_x 32
#endif
#ifndef block_size_y
#define block_size_y 4
#endif
#ifndef tile_x
#define tile_x 4
#endif
#ifndef tile_y
#define tile_y 2
#endif
#ifndef vec
#define vec 1
#endif
#ifndef stage
#define stage 1
#endif
#define Q 16

__global__ void kron(int *c, const int *a, const int *b, int q)
{
    int tx = threadIdx.x, ty = threadIdx.y;
    int col = (blockIdx.x * block_size_x + tx) * tile_x;
    int j = col / Q, l = col % Q;
#if stage == 1
    __shared__ int s_b[tile_y][block_size_y][Q];
#pragma unroll
    for (int t = 0; t < tile_y; t++) {
        int k = ((blockIdx.y * tile_y + t) * block_size_y + ty) % Q;
        for (int e = tx; e < Q; e += block_size_x)
            s_b[t][ty][e] = b[k * Q + e];
    }
    __syncthreads();
#define BKL(m) s_b[t][ty][l + (m)]
#else
#define BKL(m) b[k * Q + l + (m)]
#endif
#pragma unroll
    for (int t = 0; t < tile_y; t++) {
        int row = (blockIdx.y * tile_y + t) * block_size_y + ty;
        int i = row / Q, k = row % Q;
        int aij = a[i * q + j];
        int *dst = c + (size_t)row * q * Q + col;
#if vec == 1 && tile_x == 4
        *(int4 *)dst = make_int4(aij * BKL(0), aij * BKL(1), aij * BKL(2), aij * BKL(3));
#elif vec == 1 && tile_x == 2
        *(int2 *)dst = make_int2(aij * BKL(0), aij * BKL(1));
#else
#pragma unroll
        for (int m = 0; m < tile_x; m++)
            dst[m] = aij * BKL(m);
#endif
    }
}
