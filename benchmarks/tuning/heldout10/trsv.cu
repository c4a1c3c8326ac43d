// Batched forward substitution with unit lower-triangular 16 x 16 integer matrices, for the
// tenth held-out set of tuning spaces (benchmarks/tuning/spaces.py, space "trsv"): x[s]
// solves L[s] x = b[s], x_i = b_i - sum over j < i of L[s][i][j] x_j (L's diagonal and
// upper part are stored but never read; integer arithmetic, exact modulo 2^32). A block of
// block_size_x x block_size_y threads solves block_size_y systems, block_size_x threads a
// system, a thread the R = 16 / block_size_x rows tx, tx + block_size_x, ... (column by
// column: at step j, x_j is final in its owner's accumulator and is passed to the
// system's other threads by a shuffle (comm=1) or through shared memory (comm=0), then
// every row below j subtracts L[i][j] x_j). vec=4 loads a thread's rows into registers
// first as int4s; vec=1 reads L[i][j] when step j needs it. stage=1 copies the block's
// matrices into shared memory first (coalesced, as int4s when vec=4) and reads them there.
#ifndef block_size_x
#define block_size_x 4
#endif
#ifndef block_size_y
#define block_size_y 16
#endif
#ifndef vec
#define vec 1
#endif
#ifndef comm
#define comm 1
#endif
#ifndef stage
#define stage 0
#endif
#define N 16
#define R (N / block_size_x)
#define NT (block_size_x * block_size_y)

__global__ void trsv(int *x, const int *l, const int *b)
{
    int tx = threadIdx.x, ty = threadIdx.y;
    int sys = blockIdx.x * block_size_y + ty;
#if stage == 1
    __shared__ int s_l[block_size_y * N * N];
    const int *src = l + (size_t)blockIdx.x * block_size_y * N * N;
#if vec == 4
    for (int e = ty * block_size_x + tx; e < block_size_y * N * N / 4; e += NT)
        ((int4 *)s_l)[e] = ((const int4 *)src)[e];
#else
    for (int e = ty * block_size_x + tx; e < block_size_y * N * N; e += NT)
        s_l[e] = src[e];
#endif
    __syncthreads();
    const int *lm = s_l + ty * N * N;
#else
    const int *lm = l + (size_t)sys * N * N;
#endif
#if comm == 0 && block_size_x > 1
    __shared__ int s_x[block_size_y][N];
#endif
    int acc[R];
#pragma unroll
    for (int m = 0; m < R; m++)
        acc[m] = b[sys * N + tx + m * block_size_x];
#if vec == 4
    int row[R][N];
#pragma unroll
    for (int m = 0; m < R; m++)
#pragma unroll
        for (int q = 0; q < N / 4; q++) {
            int4 t = ((const int4 *)(lm + (tx + m * block_size_x) * N))[q];
            row[m][4 * q] = t.x; row[m][4 * q + 1] = t.y;
            row[m][4 * q + 2] = t.z; row[m][4 * q + 3] = t.w;
        }
#define LIJ(m, i, j) row[m][j]
#else
#define LIJ(m, i, j) lm[(i) * N + (j)]
#endif
#if comm == 1 && block_size_x > 1
    int base = (ty * block_size_x) & 31 & ~(block_size_x - 1);
#endif
#pragma unroll
    for (int j = 0; j < N; j++) {
#if block_size_x == 1
        int xj = acc[j];
#elif comm == 1
        int xj = __shfl_sync(0xffffffff, acc[j / block_size_x], base | (j % block_size_x));
#else
        if (tx == j % block_size_x)
            s_x[ty][j] = acc[j / block_size_x];
        __syncwarp();
        int xj = s_x[ty][j];
#endif
#pragma unroll
        for (int m = 0; m < R; m++) {
            int i = tx + m * block_size_x;
            if (i > j)
                acc[m] -= LIJ(m, i, j) * xj;
        }
    }
#pragma unroll
    for (int m = 0; m < R; m++)
        x[sys * N + tx + m * block_size_x] = acc[m];
}
