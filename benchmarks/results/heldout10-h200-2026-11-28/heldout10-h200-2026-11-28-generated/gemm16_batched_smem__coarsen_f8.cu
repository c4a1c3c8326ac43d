extern "C" __global__ void gemm16_batched_smem_cf8x(const float* A, const float* B, float* C, int nb) {
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
    __shared__ float As[16][16];
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
    __shared__ float Bt[16][16];
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
    int b = blockIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
    int col_0 = threadIdx.x * 8u;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
    int col_1 = threadIdx.x * 8u + 1u;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
    int col_2 = threadIdx.x * 8u + 2u;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
    int col_3 = threadIdx.x * 8u + 3u;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
    int col_4 = threadIdx.x * 8u + 4u;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
    int col_5 = threadIdx.x * 8u + 5u;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
    int col_6 = threadIdx.x * 8u + 6u;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
    int col_7 = threadIdx.x * 8u + 7u;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
    int row = threadIdx.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
    if (b < nb) {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
        As[row][col_0] = A[b * 256 + row * 16 + col_0];
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
        As[row][col_1] = A[b * 256 + row * 16 + col_1];
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
        As[row][col_2] = A[b * 256 + row * 16 + col_2];
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
        As[row][col_3] = A[b * 256 + row * 16 + col_3];
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
        As[row][col_4] = A[b * 256 + row * 16 + col_4];
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
        As[row][col_5] = A[b * 256 + row * 16 + col_5];
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
        As[row][col_6] = A[b * 256 + row * 16 + col_6];
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
        As[row][col_7] = A[b * 256 + row * 16 + col_7];
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
        Bt[col_0][row] = B[b * 256 + row * 16 + col_0];
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
        Bt[col_1][row] = B[b * 256 + row * 16 + col_1];
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
        Bt[col_2][row] = B[b * 256 + row * 16 + col_2];
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
        Bt[col_3][row] = B[b * 256 + row * 16 + col_3];
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
        Bt[col_4][row] = B[b * 256 + row * 16 + col_4];
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
        Bt[col_5][row] = B[b * 256 + row * 16 + col_5];
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
        Bt[col_6][row] = B[b * 256 + row * 16 + col_6];
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
        Bt[col_7][row] = B[b * 256 + row * 16 + col_7];
    }
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
    __syncthreads();
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
    if (b < nb) {
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
        float acc_0 = 0.0f;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
        float acc_1 = 0.0f;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
        float acc_2 = 0.0f;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
        float acc_3 = 0.0f;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
        float acc_4 = 0.0f;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
        float acc_5 = 0.0f;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
        float acc_6 = 0.0f;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
        float acc_7 = 0.0f;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
        for (int k = 0; k < 16; k++) {
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
            acc_0 += As[row][k] * Bt[col_0][k];
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
            acc_1 += As[row][k] * Bt[col_1][k];
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
            acc_2 += As[row][k] * Bt[col_2][k];
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
            acc_3 += As[row][k] * Bt[col_3][k];
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
            acc_4 += As[row][k] * Bt[col_4][k];
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
            acc_5 += As[row][k] * Bt[col_5][k];
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
            acc_6 += As[row][k] * Bt[col_6][k];
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
            acc_7 += As[row][k] * Bt[col_7][k];
        }
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
        C[b * 256 + row * 16 + col_0] = acc_0;
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
        C[b * 256 + row * 16 + col_1] = acc_1;
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
        C[b * 256 + row * 16 + col_2] = acc_2;
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
        C[b * 256 + row * 16 + col_3] = acc_3;
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
        C[b * 256 + row * 16 + col_4] = acc_4;
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
        C[b * 256 + row * 16 + col_5] = acc_5;
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
        C[b * 256 + row * 16 + col_6] = acc_6;
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cu"
        C[b * 256 + row * 16 + col_7] = acc_7;
    }
}
