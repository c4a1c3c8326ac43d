// Held-out suite 10 (frozen), hand version of gemm16_batched_smem: B is staged as it is, so
// the inner loop reads Bs[k][col] (a half-warp's lanes on consecutive words, no bank
// conflicts) and As[row][k] (one word per half-warp, a broadcast); the loop is unrolled.
extern "C" __global__ void gemm16_batched_smem_hand(const float *__restrict__ A,
                                                    const float *__restrict__ B,
                                                    float *__restrict__ C, int nb)
{
    __shared__ float As[16][16];
    __shared__ float Bs[16][16];
    int b = blockIdx.x;
    int col = threadIdx.x, row = threadIdx.y;
    int at = b * 256 + row * 16 + col;
    if (b < nb) {
        As[row][col] = A[at];
        Bs[row][col] = B[at];
    }
    __syncthreads();
    if (b < nb) {
        float acc = 0.0f;
#pragma unroll
        for (int k = 0; k < 16; k++)
            acc += As[row][k] * Bs[k][col];
        C[at] = acc;
    }
}
