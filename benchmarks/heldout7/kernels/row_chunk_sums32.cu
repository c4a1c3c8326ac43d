// Held-out suite 7 (frozen). The sums of every row of A (rows x cols, row-major) over
// chunks of 32 columns: out[r * (cols / 32) + k] = A[r][32k] + ... + A[r][32k + 31]. A block
// of 32 x 8 threads loads a 32 x 32 tile into shared memory row by row, then the first 32
// threads each add one row of the tile. rows and cols are multiples of 32.
extern "C" __global__ void row_chunk_sums32(const float *A, float *out, int rows, int cols)
{
    __shared__ float tile[32][32];
    int tx = threadIdx.x, ty = threadIdx.y;
    int c0 = blockIdx.x * 32, r0 = blockIdx.y * 32;
    for (int k = 0; k < 32; k += 8)
        tile[ty + k][tx] = A[(r0 + ty + k) * cols + c0 + tx];
    __syncthreads();
    if (ty == 0) {
        float s = 0.0f;
        for (int k = 0; k < 32; k++)
            s += tile[tx][k];
        out[(r0 + tx) * (cols / 32) + blockIdx.x] = s;
    }
}
