extern "C" __global__ void gemm16_batched_smem(const float* A, const float* B, float* C, int nb) {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
    __shared__ float As[16][16];
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
    __shared__ float Bt[16][16];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
    int b = (unsigned long long)blockIdx.x;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
    int col = (unsigned long long)threadIdx.x;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
    int row = (unsigned long long)threadIdx.y;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
    if (b < nb) {
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
        As[row][col] = A[b * 256 + row * 16 + col];
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
        Bt[col][row] = B[b * 256 + row * 16 + col];
    }
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
    __syncthreads();
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
    if (b < nb) {
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
        float acc = 0.0f;
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
        for (int k = 0; k < 16; k++)
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
            acc += As[row][k] * Bt[col][k];
#line 20 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
        C[b * 256 + row * 16 + col] = acc;
    }
}
