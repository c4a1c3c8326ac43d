extern "C" __global__ void gemm16_batched_smem_cf8x(const float* A, const float* B, float* C, int nb) {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
    __shared__ float As[16][16];
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
    __shared__ float Bt[16][16];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
    int b = (unsigned long long)blockIdx.x;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
    int col_0 = (unsigned long long)threadIdx.x * 8ull;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
    int col_1 = (unsigned long long)threadIdx.x * 8ull + 1ull;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
    int col_2 = (unsigned long long)threadIdx.x * 8ull + 2ull;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
    int col_3 = (unsigned long long)threadIdx.x * 8ull + 3ull;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
    int col_4 = (unsigned long long)threadIdx.x * 8ull + 4ull;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
    int col_5 = (unsigned long long)threadIdx.x * 8ull + 5ull;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
    int col_6 = (unsigned long long)threadIdx.x * 8ull + 6ull;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
    int col_7 = (unsigned long long)threadIdx.x * 8ull + 7ull;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
    int row = (unsigned long long)threadIdx.y;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
    if (b < nb) {
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
        As[row][col_0] = A[b * 256 + row * 16 + col_0];
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
        As[row][col_1] = A[b * 256 + row * 16 + col_1];
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
        As[row][col_2] = A[b * 256 + row * 16 + col_2];
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
        As[row][col_3] = A[b * 256 + row * 16 + col_3];
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
        As[row][col_4] = A[b * 256 + row * 16 + col_4];
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
        As[row][col_5] = A[b * 256 + row * 16 + col_5];
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
        As[row][col_6] = A[b * 256 + row * 16 + col_6];
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
        As[row][col_7] = A[b * 256 + row * 16 + col_7];
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
        Bt[col_0][row] = B[b * 256 + row * 16 + col_0];
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
        Bt[col_1][row] = B[b * 256 + row * 16 + col_1];
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
        Bt[col_2][row] = B[b * 256 + row * 16 + col_2];
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
        Bt[col_3][row] = B[b * 256 + row * 16 + col_3];
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
        Bt[col_4][row] = B[b * 256 + row * 16 + col_4];
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
        Bt[col_5][row] = B[b * 256 + row * 16 + col_5];
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
        Bt[col_6][row] = B[b * 256 + row * 16 + col_6];
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
        Bt[col_7][row] = B[b * 256 + row * 16 + col_7];
    }
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
    __syncthreads();
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
    if (b < nb) {
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
        float acc_0 = 0.0f;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
        float acc_1 = 0.0f;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
        float acc_2 = 0.0f;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
        float acc_3 = 0.0f;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
        float acc_4 = 0.0f;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
        float acc_5 = 0.0f;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
        float acc_6 = 0.0f;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
        float acc_7 = 0.0f;
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
        for (int k = 0; k < 16; k++) {
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
            acc_0 += As[row][k] * Bt[col_0][k];
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
            acc_1 += As[row][k] * Bt[col_1][k];
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
            acc_2 += As[row][k] * Bt[col_2][k];
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
            acc_3 += As[row][k] * Bt[col_3][k];
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
            acc_4 += As[row][k] * Bt[col_4][k];
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
            acc_5 += As[row][k] * Bt[col_5][k];
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
            acc_6 += As[row][k] * Bt[col_6][k];
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
            acc_7 += As[row][k] * Bt[col_7][k];
        }
#line 20 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
        C[b * 256 + row * 16 + col_0] = acc_0;
#line 20 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
        C[b * 256 + row * 16 + col_1] = acc_1;
#line 20 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
        C[b * 256 + row * 16 + col_2] = acc_2;
#line 20 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
        C[b * 256 + row * 16 + col_3] = acc_3;
#line 20 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
        C[b * 256 + row * 16 + col_4] = acc_4;
#line 20 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
        C[b * 256 + row * 16 + col_5] = acc_5;
#line 20 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
        C[b * 256 + row * 16 + col_6] = acc_6;
#line 20 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
        C[b * 256 + row * 16 + col_7] = acc_7;
    }
}
