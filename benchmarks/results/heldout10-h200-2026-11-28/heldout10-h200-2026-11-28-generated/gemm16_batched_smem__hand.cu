extern "C" __global__ void gemm16_batched_smem_hand(const float* __restrict__ A, const float* __restrict__ B, float* __restrict__ C, int nb) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/hand/gemm16_batched_smem_hand.cu"
    __shared__ float As[16][16];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/hand/gemm16_batched_smem_hand.cu"
    __shared__ float Bs[16][16];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/hand/gemm16_batched_smem_hand.cu"
    int b = blockIdx.x;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/hand/gemm16_batched_smem_hand.cu"
    int col = threadIdx.x;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/hand/gemm16_batched_smem_hand.cu"
    int row = threadIdx.y;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/hand/gemm16_batched_smem_hand.cu"
    int at = b * 256 + row * 16 + col;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/hand/gemm16_batched_smem_hand.cu"
    if (b < nb) {
#line 14 "/work/main/.stage/main/benchmarks/heldout10/hand/gemm16_batched_smem_hand.cu"
        As[row][col] = A[at];
#line 15 "/work/main/.stage/main/benchmarks/heldout10/hand/gemm16_batched_smem_hand.cu"
        Bs[row][col] = B[at];
    }
#line 17 "/work/main/.stage/main/benchmarks/heldout10/hand/gemm16_batched_smem_hand.cu"
    __syncthreads();
#line 18 "/work/main/.stage/main/benchmarks/heldout10/hand/gemm16_batched_smem_hand.cu"
    if (b < nb) {
#line 19 "/work/main/.stage/main/benchmarks/heldout10/hand/gemm16_batched_smem_hand.cu"
        float acc = 0.0f;
#line 21 "/work/main/.stage/main/benchmarks/heldout10/hand/gemm16_batched_smem_hand.cu"
        #pragma unroll
        for (int k = 0; k < 16; k++)
#line 22 "/work/main/.stage/main/benchmarks/heldout10/hand/gemm16_batched_smem_hand.cu"
            acc += As[row][k] * Bs[k][col];
#line 23 "/work/main/.stage/main/benchmarks/heldout10/hand/gemm16_batched_smem_hand.cu"
        C[at] = acc;
    }
}
