extern "C" __global__ void gemm16_batched_smem_cf2x(const float* A, const float* B, float* C, int nb) {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
    __shared__ float As[16][16];
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
    __shared__ float Bt[16][16];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
    int b = (unsigned long long)blockIdx.x;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
    int col_0 = (unsigned long long)threadIdx.x * 2ull;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
    int col_1 = (unsigned long long)threadIdx.x * 2ull + 1ull;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
    int row = (unsigned long long)threadIdx.y;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
    if (b < nb) {
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
        As[row][col_0] = A[b * 256 + row * 16 + col_0];
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
        As[row][col_1] = A[b * 256 + row * 16 + col_1];
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
        Bt[col_0][row] = B[b * 256 + row * 16 + col_0];
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
        Bt[col_1][row] = B[b * 256 + row * 16 + col_1];
    }
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
    __syncthreads();
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
    if (b < nb) {
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
        float acc_0 = 0.0f;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
        float acc_1 = 0.0f;
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
        for (int k = 0; k < 16; k++) {
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
            acc_0 += As[row][k] * Bt[col_0][k];
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
            acc_1 += As[row][k] * Bt[col_1][k];
        }
#line 20 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
        C[b * 256 + row * 16 + col_0] = acc_0;
#line 20 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
        C[b * 256 + row * 16 + col_1] = acc_1;
    }
}
