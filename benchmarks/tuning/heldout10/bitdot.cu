// Popcounts of bit-packed rows ANDed with a bit vector (a binary matrix times a binary
// vector, counted in the integers), for the tenth held-out set of tuning spaces
// (benchmarks/tuning/spaces.py, space "bitdot"): y[r] = sum over w < W of popc(a[r][w] &
// x[w]), rows of W = 128 words (4096 bits). A block of block_size_x x
// block_size_y threads takes block_size_y * rpt rows, block_size_x threads a row; a thread
// reads the row's words vec at a time (an unsigned int, uint2 or uint4), chunks
// block_size_x * vec words apart, and takes rpt rows block_size_y apart. x_in: the vector's
// words read from global memory at every row (0), copied into shared memory by the block
// first (1) or held in the thread's registers, read once for its rpt rows (2). The
// block_size_x partial counts of a row are added by xor shuffles (reduce=1) or a tree in
// shared memory (reduce=0; nothing to add when block_size_x is 1).
#ifndef block_size_x
#define block_size_x 8
#endif
#ifndef block_size_y
#define block_size_y 16
#endif
#ifndef vec
#define vec 4
#endif
#ifndef x_in
#define x_in 0
#endif
#ifndef reduce
#define reduce 1
#endif
#ifndef rpt
#define rpt 1
#endif
#define W 128
#define CHUNKS (W / (block_size_x * vec))

__device__ __forceinline__ unsigned int load_x(const unsigned int *x, int w)
{
    return x[w];
}

__global__ void bitdot(int *y, const unsigned int *a, const unsigned int *x)
{
    int tx = threadIdx.x, ty = threadIdx.y;
#if x_in == 1
    __shared__ unsigned int s_x[W];
    for (int w = ty * block_size_x + tx; w < W; w += block_size_x * block_size_y)
        s_x[w] = x[w];
    __syncthreads();
#define XW(w) s_x[w]
#elif x_in == 2
    unsigned int xr[CHUNKS * vec];
#pragma unroll
    for (int c = 0; c < CHUNKS; c++)
#pragma unroll
        for (int v = 0; v < vec; v++)
            xr[c * vec + v] = x[(tx + c * block_size_x) * vec + v];
#define XW(w) xr[w]
#else
#define XW(w) load_x(x, w)
#endif
#if reduce == 0 && block_size_x > 1
    __shared__ int s_red[block_size_y][block_size_x];
#endif
#pragma unroll
    for (int t = 0; t < rpt; t++) {
        int r = (blockIdx.x * rpt + t) * block_size_y + ty;
        const unsigned int *row = a + (size_t)r * W;
        int cnt = 0;
#pragma unroll
        for (int c = 0; c < CHUNKS; c++) {
            int w = (tx + c * block_size_x) * vec;
#if x_in == 2
#define XI(k) XW(c * vec + k)
#else
#define XI(k) XW(w + k)
#endif
#if vec == 4
            uint4 q = *(const uint4 *)(row + w);
            cnt += __popc(q.x & XI(0)) + __popc(q.y & XI(1)) + __popc(q.z & XI(2))
                 + __popc(q.w & XI(3));
#elif vec == 2
            uint2 q = *(const uint2 *)(row + w);
            cnt += __popc(q.x & XI(0)) + __popc(q.y & XI(1));
#else
            cnt += __popc(row[w] & XI(0));
#endif
#undef XI
        }
#if block_size_x == 1
        y[r] = cnt;
#elif reduce == 1
#pragma unroll
        for (int off = block_size_x / 2; off > 0; off /= 2)
            cnt += __shfl_xor_sync(0xffffffff, cnt, off);
        if (tx == 0)
            y[r] = cnt;
#else
        s_red[ty][tx] = cnt;
        __syncwarp();
#pragma unroll
        for (int off = block_size_x / 2; off > 0; off /= 2) {
            if (tx < off)
                s_red[ty][tx] += s_red[ty][tx + off];
            __syncwarp();
        }
        if (tx == 0)
            y[r] = s_red[ty][0];
#endif
    }
}
