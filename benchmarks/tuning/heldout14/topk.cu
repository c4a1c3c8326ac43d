// The eight largest values of each row of an integer matrix, for the fourteenth held-out set
// of tuning spaces (benchmarks/tuning/spaces.py, space "topk"): out[8 r] .. out[8 r + 7]
// are the eight largest of the ROW ints of row r in descending order (a value that occurs
// several times counted as often). A reduction whose parts are sorted lists: a thread keeps
// the eight largest of the elements it read in registers, and two lists are merged by
// taking the larger of a's i-th and b's (7 - i)-th values (a bitonic sequence holding the
// eight largest of both) and sorting that by three rounds of compare-exchanges. A block of
// block_size_x x block_size_y threads takes block_size_y rows, block_size_x threads a row;
// a thread reads vec consecutive ints at a time (an int, int2 or int4), chunks
// block_size_x * vec ints apart. filter=1 passes an element over when it is not larger than
// the list's last value, filter=0 runs every element through the eight compare-exchanges.
// combine=0 merges the row's lists by xor shuffles in each warp and then the warps' lists
// by the row's first thread; combine=1 by a tree in shared memory over the row's threads.
#ifndef block_size_x
#define block_size_x 64
#endif
#ifndef block_size_y
#define block_size_y 2
#endif
#ifndef vec
#define vec 4
#endif
#ifndef combine
#define combine 0
#endif
#ifndef filter
#define filter 1
#endif
#define ROW 1024
#define K 8
#define CHUNKS (ROW / (block_size_x * vec))
#define WARPS ((block_size_x + 31) / 32)
#define LANES (block_size_x < 32 ? block_size_x : 32)
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

// e put into its place in the descending list t, the smallest value dropped
__device__ __forceinline__ void insert(int t[K], int e)
{
#if filter == 1
    if (e <= t[K - 1])
        return;
#endif
#pragma unroll
    for (int i = 0; i < K; i++) {
        int hi = max(t[i], e);
        e = min(t[i], e);
        t[i] = hi;
    }
}

// t becomes the eight largest of the descending lists t and o, in descending order
__device__ __forceinline__ void merge(int t[K], const int o[K])
{
#pragma unroll
    for (int i = 0; i < K; i++)
        t[i] = max(t[i], o[K - 1 - i]);
#pragma unroll
    for (int s = K / 2; s > 0; s /= 2)
#pragma unroll
        for (int i = 0; i < K; i++)
            if ((i & s) == 0) {
                int hi = max(t[i], t[i + s]), lo = min(t[i], t[i + s]);
                t[i] = hi;
                t[i + s] = lo;
            }
}

__global__ void topk(int *out, const int *in)
{
    int tx = threadIdx.x, ty = threadIdx.y;
    int row = blockIdx.x * block_size_y + ty;
    const vec_t *src = (const vec_t *)(in + (size_t)row * ROW) + tx;
    int t[K];
#pragma unroll
    for (int i = 0; i < K; i++)
        t[i] = -2147483647 - 1;
    for (int c = 0; c < CHUNKS; c++) {
        int a[vec];
        vec_t v = src[c * block_size_x];
        UNPACK(v, a);
#pragma unroll
        for (int k = 0; k < vec; k++)
            insert(t, a[k]);
    }
    int o[K];
#if combine == 0
#pragma unroll
    for (int d = 1; d < LANES; d *= 2) {
#pragma unroll
        for (int i = 0; i < K; i++)
            o[i] = __shfl_xor_sync(FULL, t[i], d);
        merge(t, o);
    }
#if WARPS > 1
    __shared__ int s_warp[block_size_y][WARPS][K];
    if (tx % 32 == 0)
#pragma unroll
        for (int i = 0; i < K; i++)
            s_warp[ty][tx / 32][i] = t[i];
    __syncthreads();
    if (tx == 0)
        for (int w = 1; w < WARPS; w++) {
#pragma unroll
            for (int i = 0; i < K; i++)
                o[i] = s_warp[ty][w][i];
            merge(t, o);
        }
#endif
#else
    __shared__ int s_list[block_size_y][block_size_x][K];
#pragma unroll
    for (int i = 0; i < K; i++)
        s_list[ty][tx][i] = t[i];
    __syncthreads();
    for (int s = 1; s < block_size_x; s *= 2) {
        if (tx % (2 * s) == 0) {
#pragma unroll
            for (int i = 0; i < K; i++)
                o[i] = s_list[ty][tx + s][i];
            merge(t, o);
#pragma unroll
            for (int i = 0; i < K; i++)
                s_list[ty][tx][i] = t[i];
        }
        __syncthreads();
    }
#endif
    if (tx == 0) {
        int4 *dst = (int4 *)(out + (size_t)row * K);
        dst[0] = make_int4(t[0], t[1], t[2], t[3]);
        dst[1] = make_int4(t[4], t[5], t[6], t[7]);
    }
}
