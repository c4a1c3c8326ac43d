// Matrix-vector product y = A x (A rows x cols, row-major) for the held-out tuning spaces
// (benchmarks/tuning/spaces.py, space "gemv"). A block is block_size_x x block_size_y
// threads: each of its block_size_y rows of threads computes one row of y, the
// block_size_x threads of a row (consecutive lanes of one warp, block_size_x <= 32)
// striding along the row with loads of vec floats (float2 / float4 for vec 2 / 4), then
// adding their partial sums with warp shuffles of width block_size_x. loop_unroll=1 asks
// the compiler to unroll the row loop by four.
#ifndef block_size_x
#define block_size_x 32
#endif
#ifndef block_size_y
#define block_size_y 4
#endif
#ifndef vec
#define vec 1
#endif
#ifndef loop_unroll
#define loop_unroll 0
#endif

__global__ void gemv(float *y, const float *A, const float *x, int rows, int cols)
{
    int lane = threadIdx.x;
    int row = blockIdx.x * block_size_y + threadIdx.y;
    int n = cols / vec;
    float sum = 0.0f;
#if loop_unroll
#pragma unroll 4
#endif
    for (int c = lane; c < n; c += block_size_x) {
#if vec == 4
        float4 a = ((const float4 *)A)[row * n + c];
        float4 b = ((const float4 *)x)[c];
        sum += (a.x * b.x + a.y * b.y) + (a.z * b.z + a.w * b.w);
#elif vec == 2
        float2 a = ((const float2 *)A)[row * n + c];
        float2 b = ((const float2 *)x)[c];
        sum += a.x * b.x + a.y * b.y;
#else
        sum += A[row * cols + c] * x[c];
#endif
    }
    for (int o = block_size_x / 2; o > 0; o >>= 1)
        sum += __shfl_down_sync(0xffffffff, sum, o, block_size_x);
    if (lane == 0)
        y[row] = sum;
}
