// Sparse matrix-vector product y = A x, A in CSR form (row_ptr, cols, vals), for the
// held-out tuning spaces (benchmarks/tuning/spaces.py, space "spmv"). As in gemv.cu, each
// of a block's block_size_y rows of threads computes one row of y: its block_size_x
// threads (consecutive lanes of one warp) stride along the row's nonzeros and add their
// partial sums with warp shuffles of width block_size_x. use_ldg=1 reads x through the
// read-only data cache (__ldg); loop_unroll=1 asks the compiler to unroll by four.
#ifndef block_size_x
#define block_size_x 32
#endif
#ifndef block_size_y
#define block_size_y 4
#endif
#ifndef use_ldg
#define use_ldg 0
#endif
#ifndef loop_unroll
#define loop_unroll 0
#endif

__global__ void spmv(float *y, const int *row_ptr, const int *cols, const float *vals,
                     const float *x, int rows)
{
    int lane = threadIdx.x;
    int row = blockIdx.x * block_size_y + threadIdx.y;
    int begin = row_ptr[row];
    int end = row_ptr[row + 1];
    float sum = 0.0f;
#if loop_unroll
#pragma unroll 4
#endif
    for (int j = begin + lane; j < end; j += block_size_x) {
#if use_ldg
        sum += vals[j] * __ldg(&x[cols[j]]);
#else
        sum += vals[j] * x[cols[j]];
#endif
    }
    for (int o = block_size_x / 2; o > 0; o >>= 1)
        sum += __shfl_down_sync(0xffffffff, sum, o, block_size_x);
    if (lane == 0)
        y[row] = sum;
}
