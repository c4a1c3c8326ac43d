// Batched small matrix-vector products y_b = A_b x_b for the fifth held-out set of tuning
// spaces (benchmarks/tuning/spaces.py, space "batchmv"): batch matrices of N x N floats
// (N = 32) stored one after another, row-major, so row i of matrix b is row r = b * N + i
// of the stacked (batch * N) x N array; x and y hold one N-vector per matrix. A row is
// handled by block_size_x threads (thread tx takes columns tx * vec + k * block_size_x *
// vec, float4 loads of A and x for vec 4), a block holds block_size_y rows at a time and
// does items such groups of consecutive rows, one after another. The block_size_x partial
// sums of a row are added by warp shuffles (use_shuffle=1, butterflies of width
// block_size_x) or by a tree in shared memory (use_shuffle=0).
#ifndef block_size_x
#define block_size_x 8
#endif
#ifndef block_size_y
#define block_size_y 16
#endif
#ifndef items
#define items 1
#endif
#ifndef vec
#define vec 1
#endif
#ifndef use_shuffle
#define use_shuffle 1
#endif
#define N 32

__global__ void batchmv(float *y, const float *A, const float *x, int batch)
{
#if !use_shuffle
    __shared__ float part[block_size_y][block_size_x];
#endif
    int tx = threadIdx.x, ty = threadIdx.y;
    for (int k = 0; k < items; k++) {
        int r = (blockIdx.x * items + k) * block_size_y + ty;
        const float *a = A + r * N;
        const float *xb = x + (r / N) * N;
        float sum = 0.0f;
        for (int j = tx * vec; j < N; j += block_size_x * vec) {
#if vec == 4
            float4 p = *(const float4 *)(a + j);
            float4 q = *(const float4 *)(xb + j);
            sum += (p.x * q.x + p.y * q.y) + (p.z * q.z + p.w * q.w);
#else
            sum += a[j] * xb[j];
#endif
        }
#if use_shuffle
        for (int o = block_size_x / 2; o > 0; o >>= 1)
            sum += __shfl_xor_sync(0xffffffff, sum, o, block_size_x);
        if (tx == 0)
            y[r] = sum;
#else
        part[ty][tx] = sum;
        __syncthreads();
        for (int s = block_size_x / 2; s > 0; s >>= 1) {
            if (tx < s)
                part[ty][tx] += part[ty][tx + s];
            __syncthreads();
        }
        if (tx == 0)
            y[r] = part[ty][0];
        __syncthreads();
#endif
    }
}
