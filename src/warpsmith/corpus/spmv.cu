// Sparse matrix-vector product y = A x, A in CSR (Bell & Garland, SC'09).
#ifndef BLOCK_SIZE
#define BLOCK_SIZE 128
#endif
#define WARP_SIZE 32

// One thread per row.
__global__ void spmv_csr_scalar(int num_rows, const int *__restrict__ row_ptr,
                                const int *__restrict__ col_idx, const float *__restrict__ vals,
                                const float *__restrict__ x, float *__restrict__ y)
{
    int row = blockDim.x * blockIdx.x + threadIdx.x;
    if (row < num_rows) {
        float dot = 0.0f;
        int row_start = row_ptr[row];
        int row_end = row_ptr[row + 1];
        for (int jj = row_start; jj < row_end; jj++)
            dot += vals[jj] * x[col_idx[jj]];
        y[row] = dot;
    }
}

// One warp per row; lanes stride through the row, partial sums reduced in shared memory.
__global__ void spmv_csr_vector(int num_rows, const int *__restrict__ row_ptr,
                                const int *__restrict__ col_idx, const float *__restrict__ vals,
                                const float *__restrict__ x, float *__restrict__ y)
{
    __shared__ float partial[BLOCK_SIZE];

    int thread_id = blockDim.x * blockIdx.x + threadIdx.x;
    int warp_id = thread_id / WARP_SIZE;
    int lane = thread_id & (WARP_SIZE - 1);
    int row = warp_id;

    float sum = 0.0f;
    if (row < num_rows) {
        int row_start = row_ptr[row];
        int row_end = row_ptr[row + 1];
        for (int jj = row_start + lane; jj < row_end; jj += WARP_SIZE)
            sum += vals[jj] * x[col_idx[jj]];
    }
    partial[threadIdx.x] = sum;

    for (int offset = WARP_SIZE / 2; offset > 0; offset >>= 1) {
        __syncthreads();
        if (lane < offset)
            partial[threadIdx.x] += partial[threadIdx.x + offset];
    }
    __syncthreads();

    if (lane == 0 && row < num_rows)
        y[row] = partial[threadIdx.x];
}
