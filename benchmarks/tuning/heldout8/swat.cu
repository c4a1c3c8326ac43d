// Smith-Waterman local alignment scores of many short pairs, for the eighth held-out set of
// tuning spaces (benchmarks/tuning/spaces.py, space "swat"): for pair p, a query of QL = 64
// and a target of TL = 64 residues (bytes 0..3), H[r][c] = max(0, H[r-1][c-1] + S[t_r][q_c],
// H[r-1][c] - GAP, H[r][c-1] - GAP) with H = 0 outside, S the 4 x 4 substitution matrix;
// best[p] = the largest H and last[p] = the last row of H. A block of block_size_x x
// block_size_y threads takes block_size_y pairs, block_size_x threads each: a thread owns
// C = QL / block_size_x consecutive columns, their query residues and the previous row of
// H in registers, and the threads of a pair sweep an anti-diagonal wavefront, thread tx
// doing row s - tx at step s with the H of its left neighbour's last column from step s - 1,
// passed by a shuffle (comm=0) or through shared memory (comm=1, double-buffered, a warp
// barrier a step); the best scores are combined by shuffles (comm=0) or a shared atomic
// maximum (comm=1). sub_in: S read from global (0), constant (1, c_sub, filled by the host)
// or shared memory (2). stage=1 copies the block's targets into shared memory first,
// stage=0 reads a row's residue from global memory.
#ifndef block_size_x
#define block_size_x 8
#endif
#ifndef block_size_y
#define block_size_y 16
#endif
#ifndef comm
#define comm 0
#endif
#ifndef sub_in
#define sub_in 1
#endif
#ifndef stage
#define stage 0
#endif
#define QL 64
#define TL 64
#define C (QL / block_size_x)
#define GAP 2

__constant__ int c_sub[16];

__global__ void swat(int *best, int *last, const unsigned char *query,
                     const unsigned char *target, const int *sub)
{
    int tx = threadIdx.x, ty = threadIdx.y;
    int pair = blockIdx.x * block_size_y + ty;
#if sub_in == 2
    __shared__ int s_sub[16];
    if (ty * block_size_x + tx < 16)
        s_sub[ty * block_size_x + tx] = sub[ty * block_size_x + tx];
#define S(a, b) s_sub[(a) * 4 + (b)]
#elif sub_in == 1
#define S(a, b) c_sub[(a) * 4 + (b)]
#else
#define S(a, b) sub[(a) * 4 + (b)]
#endif
#if stage == 1
    __shared__ unsigned char s_t[block_size_y][TL];
    for (int i = tx; i < TL; i += block_size_x)
        s_t[ty][i] = target[pair * TL + i];
#define T_AT(r) ((int)s_t[ty][r])
#else
#define T_AT(r) ((int)target[pair * TL + (r)])
#endif
#if sub_in == 2 || stage == 1
    __syncthreads();
#endif
#if comm == 1
    __shared__ int s_edge[2][block_size_y][block_size_x];
#endif
    int qc[C], hp[C];
#pragma unroll
    for (int c = 0; c < C; c++) {
        qc[c] = query[pair * QL + tx * C + c];
        hp[c] = 0;
    }
    int top = 0;    // H[r - 1][the column left of this thread's first]
    int edge = 0;   // H[r][this thread's last column] of the last row it computed
    int best_v = 0;
    for (int s = 0; s < TL + block_size_x - 1; s++) {
        // H[s - tx][the column left of this thread's first]: the left neighbour's edge
#if block_size_x == 1
        int left = 0;
#elif comm == 1
        int left = tx > 0 ? s_edge[(s + 1) & 1][ty][tx - 1] : 0;
#else
        int left = __shfl_up_sync(0xffffffffu, edge, 1);
        if (tx == 0)
            left = 0;
#endif
        int r = s - tx;
        if (r >= 0 && r < TL) {
            int a = T_AT(r);
            int diag = top;
            top = left;
#pragma unroll
            for (int c = 0; c < C; c++) {
                int h = max(max(diag + S(a, qc[c]), hp[c] - GAP), max(left - GAP, 0));
                diag = hp[c];
                hp[c] = h;
                left = h;
                best_v = max(best_v, h);
            }
            edge = left;
        }
#if comm == 1
        s_edge[s & 1][ty][tx] = edge;
        __syncwarp();
#endif
    }
#pragma unroll
    for (int c = 0; c < C; c++)
        last[pair * QL + tx * C + c] = hp[c];
#if comm == 1
    __shared__ int s_best[block_size_y];
    if (tx == 0)
        s_best[ty] = 0;
    __syncwarp();
    atomicMax(&s_best[ty], best_v);
    __syncwarp();
    if (tx == 0)
        best[pair] = s_best[ty];
#else
#pragma unroll
    for (int d = block_size_x / 2; d > 0; d >>= 1)
        best_v = max(best_v, __shfl_xor_sync(0xffffffffu, best_v, d));
    if (tx == 0)
        best[pair] = best_v;
#endif
}
