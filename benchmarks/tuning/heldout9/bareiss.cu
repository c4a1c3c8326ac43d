// Fraction-free (Bareiss) elimination of a batch of 4 x 4 integer matrices, for the ninth
// held-out set of tuning spaces (benchmarks/tuning/spaces.py, space "bareiss"): for
// k = 0, 1, 2 and i, j > k, m[i][j] = (m[k][k] m[i][j] - m[i][k] m[k][j]) / p with p the
// previous pivot (1 at k = 0), a division that is always exact; out[b] is the matrix in
// place (rows and columns at or before their pivot are left as they are: the upper part is
// the fraction-free U, m[3][3] the determinant). A block of block_size_x x block_size_y
// threads takes block_size_y matrices, block_size_x threads each: one thread a matrix (16
// registers), a row (the pivot row passed by shuffles) or an entry (the pivot's row and
// column entries passed by shuffles). stage=1 copies the block's matrices into shared
// memory first (coalesced, as ints or int4) and works there (no shuffles; a warp barrier a
// step), writing the results back the same way; stage=0 reads and writes a thread's entries
// in global memory (vec=4: a row as an int4). float_div: the exact quotient by integer
// division (0) or as the float quotient rounded (1: every numerator is below 2^24 in
// magnitude, so the float quotient is the integer itself).
#ifndef block_size_x
#define block_size_x 4
#endif
#ifndef block_size_y
#define block_size_y 32
#endif
#ifndef vec
#define vec 4
#endif
#ifndef stage
#define stage 0
#endif
#ifndef float_div
#define float_div 0
#endif
#define NT (block_size_x * block_size_y)
#if float_div == 1
#define DIV(a, b) ((int)rintf((float)(a) / (float)(b)))
#else
#define DIV(a, b) ((a) / (b))
#endif

__global__ void bareiss(int *out, const int *in)
{
    int tx = threadIdx.x, ty = threadIdx.y;
#if stage == 1
    __shared__ int s_m[block_size_y * 16];
    int lin = ty * block_size_x + tx;
    const int *src = in + blockIdx.x * block_size_y * 16;
    int *dst = out + blockIdx.x * block_size_y * 16;
#if vec == 4
    for (int i = lin; i < block_size_y * 4; i += NT)
        ((int4 *)s_m)[i] = ((const int4 *)src)[i];
#else
    for (int i = lin; i < block_size_y * 16; i += NT)
        s_m[i] = src[i];
#endif
    __syncthreads();
    int *m = s_m + ty * 16;
#if block_size_x == 1
    int p = 1;
#pragma unroll
    for (int k = 0; k < 3; k++) {
        int pk = m[k * 5];
#pragma unroll
        for (int i = k + 1; i < 4; i++)
#pragma unroll
            for (int j = k + 1; j < 4; j++)
                m[i * 4 + j] = DIV(pk * m[i * 4 + j] - m[i * 4 + k] * m[k * 4 + j], p);
        p = pk;
    }
#elif block_size_x == 4
    int p = 1;
#pragma unroll
    for (int k = 0; k < 3; k++) {
        int pk = m[k * 5];
        if (tx > k) {
#pragma unroll
            for (int j = k + 1; j < 4; j++)
                m[tx * 4 + j] = DIV(pk * m[tx * 4 + j] - m[tx * 4 + k] * m[k * 4 + j], p);
        }
        p = pk;
        __syncwarp();
    }
#else
    int r = tx >> 2, c = tx & 3;
    int p = 1;
#pragma unroll
    for (int k = 0; k < 3; k++) {
        int pk = m[k * 5];
        if (r > k && c > k)
            m[tx] = DIV(pk * m[tx] - m[r * 4 + k] * m[k * 4 + c], p);
        p = pk;
        __syncwarp();
    }
#endif
    __syncthreads();
#if vec == 4
    for (int i = lin; i < block_size_y * 4; i += NT)
        ((int4 *)dst)[i] = ((const int4 *)s_m)[i];
#else
    for (int i = lin; i < block_size_y * 16; i += NT)
        dst[i] = s_m[i];
#endif
#else  // stage == 0: registers
    int mat = blockIdx.x * block_size_y + ty;
    const int *src = in + mat * 16;
    int *dst = out + mat * 16;
#if block_size_x == 1
    int m[16];
#if vec == 4
#pragma unroll
    for (int i = 0; i < 4; i++) {
        int4 q = ((const int4 *)src)[i];
        m[i * 4] = q.x; m[i * 4 + 1] = q.y; m[i * 4 + 2] = q.z; m[i * 4 + 3] = q.w;
    }
#else
#pragma unroll
    for (int i = 0; i < 16; i++)
        m[i] = src[i];
#endif
    int p = 1;
#pragma unroll
    for (int k = 0; k < 3; k++) {
        int pk = m[k * 5];
#pragma unroll
        for (int i = k + 1; i < 4; i++)
#pragma unroll
            for (int j = k + 1; j < 4; j++)
                m[i * 4 + j] = DIV(pk * m[i * 4 + j] - m[i * 4 + k] * m[k * 4 + j], p);
        p = pk;
    }
#if vec == 4
#pragma unroll
    for (int i = 0; i < 4; i++)
        ((int4 *)dst)[i] = make_int4(m[i * 4], m[i * 4 + 1], m[i * 4 + 2], m[i * 4 + 3]);
#else
#pragma unroll
    for (int i = 0; i < 16; i++)
        dst[i] = m[i];
#endif
#elif block_size_x == 4
    int row[4];
#if vec == 4
    int4 q = ((const int4 *)src)[tx];
    row[0] = q.x; row[1] = q.y; row[2] = q.z; row[3] = q.w;
#else
#pragma unroll
    for (int j = 0; j < 4; j++)
        row[j] = src[tx * 4 + j];
#endif
    int p = 1;
#pragma unroll
    for (int k = 0; k < 3; k++) {
        int piv[4];
#pragma unroll
        for (int j = k; j < 4; j++)
            piv[j] = __shfl_sync(0xffffffffu, row[j], k, 4);
        if (tx > k) {
#pragma unroll
            for (int j = k + 1; j < 4; j++)
                row[j] = DIV(piv[k] * row[j] - row[k] * piv[j], p);
        }
        p = piv[k];
    }
#if vec == 4
    ((int4 *)dst)[tx] = make_int4(row[0], row[1], row[2], row[3]);
#else
#pragma unroll
    for (int j = 0; j < 4; j++)
        dst[tx * 4 + j] = row[j];
#endif
#else  // an entry a thread
    int r = tx >> 2, c = tx & 3;
    int v = src[tx];
    int p = 1;
#pragma unroll
    for (int k = 0; k < 3; k++) {
        int pk = __shfl_sync(0xffffffffu, v, k * 5, 16);
        int pc = __shfl_sync(0xffffffffu, v, k * 4 + c, 16);
        int pr = __shfl_sync(0xffffffffu, v, r * 4 + k, 16);
        if (r > k && c > k)
            v = DIV(pk * v - pr * pc, p);
        p = pk;
    }
    dst[tx] = v;
#endif
#endif
}
