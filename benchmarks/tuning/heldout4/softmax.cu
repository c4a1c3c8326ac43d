// Row softmax in base 2 with integer exponents, for the fourth held-out set of tuning
// spaces (benchmarks/tuning/spaces.py, space "softmax"): for each row of a rows x cols int
// matrix x (values 0..16), m = max of the row, p_j = 2^(x_j - m + 16) (an int, at most
// 2^16), s = sum of the row's p_j (an int, below 2^31 for up to 2^15 columns) and
// y_j = (float)p_j / (float)s. The three passes of a softmax (max, sum, normalise) with
// integer reductions, so every configuration's result is exact (the spaces' convention; a
// float exp is not). A row is handled by block_size_x threads (a part of a warp, a warp or
// several warps), a block holds block_size_y rows; a thread reads vec ints at a time (int4
// loads and float4 stores for vec 4), block_size_x * vec apart. The two row reductions use
// warp shuffles (use_shuffle=1: butterflies within a warp, then one shared word per warp)
// or a tree in shared memory (use_shuffle=0).
#ifndef block_size_x
#define block_size_x 32
#endif
#ifndef block_size_y
#define block_size_y 4
#endif
#ifndef vec
#define vec 1
#endif
#ifndef use_shuffle
#define use_shuffle 1
#endif
#define WARPS ((block_size_x + 31) / 32)

__device__ int combine(int a, int b, int is_max)
{
    return is_max ? max(a, b) : a + b;
}

// The row's max (is_max=1) or sum (is_max=0) of every thread's v, in every thread of the row.
__device__ int row_reduce(int v, int is_max, int *sh)
{
    int tx = threadIdx.x, ty = threadIdx.y;
#if use_shuffle
    int width = block_size_x < 32 ? block_size_x : 32;
    for (int o = width / 2; o > 0; o >>= 1)
        v = combine(v, __shfl_xor_sync(0xffffffff, v, o, width), is_max);
    if (block_size_x > 32) {
        if ((tx & 31) == 0)
            sh[ty * WARPS + (tx >> 5)] = v;
        __syncthreads();
        v = sh[ty * WARPS];
        for (int w = 1; w < WARPS; w++)
            v = combine(v, sh[ty * WARPS + w], is_max);
        __syncthreads();
    }
#else
    sh[ty * block_size_x + tx] = v;
    __syncthreads();
    for (int s = block_size_x / 2; s > 0; s >>= 1) {
        if (tx < s)
            sh[ty * block_size_x + tx] = combine(sh[ty * block_size_x + tx],
                                                 sh[ty * block_size_x + tx + s], is_max);
        __syncthreads();
    }
    v = sh[ty * block_size_x];
    __syncthreads();
#endif
    return v;
}

__global__ void softmax(float *y, const int *x, int rows, int cols)
{
#if use_shuffle
    __shared__ int sh[block_size_y * WARPS];
#else
    __shared__ int sh[block_size_y * block_size_x];
#endif
    int row = blockIdx.x * block_size_y + threadIdx.y;
    const int *xr = x + row * cols;
    float *yr = y + row * cols;
    int m = 0;
    for (int j = threadIdx.x * vec; j < cols; j += block_size_x * vec) {
#if vec == 4
        int4 q = *(const int4 *)(xr + j);
        m = max(max(m, max(q.x, q.y)), max(q.z, q.w));
#else
        m = max(m, xr[j]);
#endif
    }
    m = row_reduce(m, 1, sh) - 16;
    int s = 0;
    for (int j = threadIdx.x * vec; j < cols; j += block_size_x * vec) {
#if vec == 4
        int4 q = *(const int4 *)(xr + j);
        s += ((1 << (q.x - m)) + (1 << (q.y - m))) + ((1 << (q.z - m)) + (1 << (q.w - m)));
#else
        s += 1 << (xr[j] - m);
#endif
    }
    float total = (float)row_reduce(s, 0, sh);
    for (int j = threadIdx.x * vec; j < cols; j += block_size_x * vec) {
#if vec == 4
        int4 q = *(const int4 *)(xr + j);
        float4 r;
        r.x = (float)(1 << (q.x - m)) / total;
        r.y = (float)(1 << (q.y - m)) / total;
        r.z = (float)(1 << (q.z - m)) / total;
        r.w = (float)(1 << (q.w - m)) / total;
        *(float4 *)(yr + j) = r;
#else
        yr[j] = (float)(1 << (xr[j] - m)) / total;
#endif
    }
}
