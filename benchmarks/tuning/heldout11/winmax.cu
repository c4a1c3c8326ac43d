// Sliding-window maxima of integer rows, for the eleventh held-out set of tuning spaces
// (benchmarks/tuning/spaces.py, space "winmax"): out[y][x] = max over k < W of
// in[y][x + k], W = 32, for x < n (in's rows are n + W long, their last entry unread). A
// block of block_size_x x block_size_y threads takes block_size_y rows and
// block_size_x * items outputs of each, a thread items consecutive outputs. stage=1 copies
// the block's input tiles (block_size_x * items + W - 1 values a row) into shared memory
// first and reads them there; stage=0 reads global memory. method=0 scans the W values of
// every output; method=1 takes the maximum of the W - items + 1 values common to a
// thread's items windows once and adds each window's own values at its two ends.
#ifndef block_size_x
#define block_size_x 64
#endif
#ifndef block_size_y
#define block_size_y 2
#endif
#ifndef items
#define items 4
#endif
#ifndef stage
#define stage 1
#endif
#ifndef method
#define method 1
#endif
#define W 32
#define SPAN (block_size_x * items + W - 1)

__global__ void winmax(int *out, const int *in, int n)
{
    int tx = threadIdx.x, ty = threadIdx.y;
    int y = blockIdx.y * block_size_y + ty;
    int x0 = blockIdx.x * block_size_x * items;
    const int *row = in + (size_t)y * (n + W) + x0;
#if stage == 1
    __shared__ int s_in[block_size_y][SPAN];
    for (int e = tx; e < SPAN; e += block_size_x)
        s_in[ty][e] = row[e];
    __syncthreads();
#define IN(e) s_in[ty][e]
#else
#define IN(e) row[e]
#endif
    int base = tx * items;
    int *dst = out + (size_t)y * n + x0 + base;
#if method == 0
#pragma unroll
    for (int m = 0; m < items; m++) {
        int v = IN(base + m);
#pragma unroll
        for (int k = 1; k < W; k++)
            v = max(v, IN(base + m + k));
        dst[m] = v;
    }
#else
    int core = IN(base + items - 1);
#pragma unroll
    for (int k = items; k < W; k++)
        core = max(core, IN(base + k));
#pragma unroll
    for (int m = 0; m < items; m++) {
        int v = core;
#pragma unroll
        for (int k = m; k < items - 1; k++)
            v = max(v, IN(base + k));
#pragma unroll
        for (int k = W; k < W + m; k++)
            v = max(v, IN(base + k));
        dst[m] = v;
    }
#endif
}
