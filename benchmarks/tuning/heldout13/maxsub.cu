// Maximum subarray sums of the rows of an integer matrix, for the thirteenth held-out set of
// tuning spaces (benchmarks/tuning/spaces.py, space "maxsub"): out[r] is the largest sum of
// a non-empty run of consecutive elements of row r (ROW ints a row). The reduction's
// operator is associative but not commutative: a part of a row is summed up as (sum, best
// prefix, best suffix, best run), and a left part a and a right part b as (a.sum + b.sum,
// max(a.pre, a.sum + b.pre), max(b.suf, b.sum + a.suf), max(a.best, b.best, a.suf + b.pre)).
// A block of block_size_x x block_size_y threads takes block_size_y rows, block_size_x
// threads a row, a thread ROW / block_size_x consecutive elements, vec at a time (an int,
// int2 or int4): read from global memory (stage=0) or from the row first copied into
// shared memory by coalesced loads (stage=1). The threads' parts are then combined in
// order: combine=0 by shuffles down a warp, 1, 2, 4, 8 and 16 lanes, and the warps' parts
// by the row's first thread; combine=1 by a tree in shared memory over the row's threads.
#ifndef block_size_x
#define block_size_x 128
#endif
#ifndef block_size_y
#define block_size_y 2
#endif
#ifndef vec
#define vec 2
#endif
#ifndef stage
#define stage 1
#endif
#ifndef combine
#define combine 0
#endif
#define ROW 2048
#define PER (ROW / block_size_x)
#define WARPS (block_size_x / 32)
#define FULL 0xffffffffu

#if vec == 4
typedef int4 vec_t;
#define UNPACK(v, a) { a[0] = v.x; a[1] = v.y; a[2] = v.z; a[3] = v.w; }
#elif vec == 2
typedef int2 vec_t;
#define UNPACK(v, a) { a[0] = v.x; a[1] = v.y; }
#else
typedef int vec_t;
#define UNPACK(v, a) { a[0] = v; }
#endif

// a part of a row: x = sum, y = best prefix, z = best suffix, w = best run
__device__ __forceinline__ int4 join(int4 a, int4 b)
{
    return make_int4(a.x + b.x, max(a.y, a.x + b.y), max(b.z, b.x + a.z),
                     max(max(a.w, b.w), a.z + b.y));
}

// the part a followed by the one element e
__device__ __forceinline__ int4 push(int4 a, int e)
{
    int suf = max(e, a.z + e);
    return make_int4(a.x + e, max(a.y, a.x + e), suf, max(a.w, suf));
}

__global__ void maxsub(int *out, const int *in)
{
    int tx = threadIdx.x, ty = threadIdx.y;
    int row = blockIdx.x * block_size_y + ty;
#if stage == 1
    __shared__ vec_t s_rows[block_size_y][ROW / vec];
    const vec_t *src = (const vec_t *)(in + (size_t)row * ROW);
    for (int i = tx; i < ROW / vec; i += block_size_x)
        s_rows[ty][i] = src[i];
    __syncthreads();
    const vec_t *mine = s_rows[ty] + tx * (PER / vec);
#else
    const vec_t *mine = (const vec_t *)(in + (size_t)row * ROW + tx * PER);
#endif
    int a[vec];
    vec_t v = mine[0];
    UNPACK(v, a);
    int4 part = make_int4(a[0], a[0], a[0], a[0]);
#pragma unroll
    for (int k = 1; k < vec; k++)
        part = push(part, a[k]);
#pragma unroll 4
    for (int c = 1; c < PER / vec; c++) {
        v = mine[c];
        UNPACK(v, a);
#pragma unroll
        for (int k = 0; k < vec; k++)
            part = push(part, a[k]);
    }
#if combine == 0
    int lane = tx % 32, w = tx / 32;
#pragma unroll
    for (int d = 1; d < 32; d *= 2) {
        int4 o;
        o.x = __shfl_down_sync(FULL, part.x, d);
        o.y = __shfl_down_sync(FULL, part.y, d);
        o.z = __shfl_down_sync(FULL, part.z, d);
        o.w = __shfl_down_sync(FULL, part.w, d);
        if (lane + d < 32)
            part = join(part, o);
    }
    __shared__ int4 s_warp[block_size_y][WARPS];
    if (lane == 0)
        s_warp[ty][w] = part;
    __syncthreads();
    if (tx == 0) {
        for (int k = 1; k < WARPS; k++)
            part = join(part, s_warp[ty][k]);
        out[row] = part.w;
    }
#else
    __shared__ int4 s_part[block_size_y][block_size_x];
    s_part[ty][tx] = part;
    __syncthreads();
    for (int s = 1; s < block_size_x; s *= 2) {
        if (tx % (2 * s) == 0)
            s_part[ty][tx] = join(s_part[ty][tx], s_part[ty][tx + s]);
        __syncthreads();
    }
    if (tx == 0)
        out[row] = s_part[ty][0].w;
#endif
}
