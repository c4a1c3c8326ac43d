// Held-out suite 10 (frozen). A batch of 16 x 16 matrix products C = A B, a block of 16 x 16
// threads per product. Both factors are staged in shared memory, B transposed so that the
// inner loop reads a row of each.
extern "C" __global__ void gemm16_batched_smem(const float *A, const float *B, float *C, int nb)
{
    __shared__ float As[16][16];
    __shared__ float Bt[16][16];
    int b = blockIdx.x;
    int col = threadIdx.x, row = threadIdx.y;
    if (b < nb) {
        As[row][col] = A[b * 256 + row * 16 + col];
        Bt[col][row] = B[b * 256 + row * 16 + col];
    }
    __syncthreads();
    if (b < nb) {
        float acc = 0.0f;
        for (int k = 0; k < 16; k++)
            acc += As[row][k] * Bt[col][k];
        C[b * 256 + row * 16 + col] = acc;
    }
}
