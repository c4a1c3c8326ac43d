// Sparse matrix-vector product y = A x, A in ELL form, for the fourth held-out set of
// tuning spaces (benchmarks/tuning/spaces.py, space "ellspmv"): every row has width slots,
// stored column-major (slot k of row r at k * rows + r, so consecutive rows are
// consecutive words), a padding slot holding value 0 and column 0. A block's
// block_size_x threads along x take block_size_x consecutive rows; its block_size_y
// threads along y share each row's slots (slot k to thread k mod block_size_y) and add
// their partial sums in shared memory. use_ldg=1 reads x through the read-only data cache
// (__ldg); loop_unroll=1 asks the compiler to unroll the slot loop by four.
#ifndef block_size_x
#define block_size_x 64
#endif
#ifndef block_size_y
#define block_size_y 1
#endif
#ifndef use_ldg
#define use_ldg 0
#endif
#ifndef loop_unroll
#define loop_unroll 0
#endif

__global__ void ellspmv(float *y, const int *cols, const float *vals, const float *x,
                        int rows, int width)
{
    __shared__ float part[block_size_y][block_size_x];
    int tx = threadIdx.x, ty = threadIdx.y;
    int row = blockIdx.x * block_size_x + tx;
    float sum = 0.0f;
#if loop_unroll
#pragma unroll 4
#endif
    for (int k = ty; k < width; k += block_size_y) {
        int i = k * rows + row;
#if use_ldg
        sum += vals[i] * __ldg(&x[cols[i]]);
#else
        sum += vals[i] * x[cols[i]];
#endif
    }
    part[ty][tx] = sum;
    __syncthreads();
    for (int s = block_size_y / 2; s > 0; s >>= 1) {
        if (ty < s)
            part[ty][tx] += part[ty + s][tx];
        __syncthreads();
    }
    if (ty == 0)
        y[row] = part[0][tx];
}
