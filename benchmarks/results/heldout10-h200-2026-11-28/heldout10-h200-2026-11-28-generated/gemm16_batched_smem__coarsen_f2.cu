extern "C" __global__ void gemm16_batched_smem_cf2x(const float* A, const float* B, float* C, int nb) {
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
    __shared__ float As[16][16];
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
    __shared__ float Bt[16][16];
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
    int b = blockIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
    int col_0 = threadIdx.x * 2u;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
    int col_1 = threadIdx.x * 2u + 1u;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
    int row = threadIdx.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
    if (b < nb) {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
        As[row][col_0] = A[b * 256 + row * 16 + col_0];
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
        As[row][col_1] = A[b * 256 + row * 16 + col_1];
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
        Bt[col_0][row] = B[b * 256 + row * 16 + col_0];
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
        Bt[col_1][row] = B[b * 256 + row * 16 + col_1];
    }
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
    __syncthreads();
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
    if (b < nb) {
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
        float acc_0 = 0.0f;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
        float acc_1 = 0.0f;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
        for (int k = 0; k < 16; k++) {
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
            acc_0 += As[row][k] * Bt[col_0][k];
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
            acc_1 += As[row][k] * Bt[col_1][k];
        }
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
        C[b * 256 + row * 16 + col_0] = acc_0;
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
        C[b * 256 + row * 16 + col_1] = acc_1;
    }
}
