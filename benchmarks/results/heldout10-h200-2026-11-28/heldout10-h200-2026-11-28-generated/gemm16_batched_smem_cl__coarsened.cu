extern "C" __global__ void gemm16_batched_smem_cf4x_st8(const float* A, const float* B, float* C, int nb) {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
    __shared__ float As[16][16];
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
    __shared__ float Bt[16][16];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
    int b = (unsigned long long)blockIdx.x;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
    int col_0;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
    if ((unsigned long long)threadIdx.x / 8ull * 32ull + (unsigned long long)threadIdx.x % 8ull < 16ull)
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
        col_0 = (unsigned long long)threadIdx.x / 8ull * 32ull + (unsigned long long)threadIdx.x % 8ull;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
    int col_1;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
    if ((unsigned long long)threadIdx.x / 8ull * 32ull + (unsigned long long)threadIdx.x % 8ull + 8ull < 16ull)
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
        col_1 = (unsigned long long)threadIdx.x / 8ull * 32ull + (unsigned long long)threadIdx.x % 8ull + 8ull;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
    int col_2;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
    if ((unsigned long long)threadIdx.x / 8ull * 32ull + (unsigned long long)threadIdx.x % 8ull + 16ull < 16ull)
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
        col_2 = (unsigned long long)threadIdx.x / 8ull * 32ull + (unsigned long long)threadIdx.x % 8ull + 16ull;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
    int col_3;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
    if ((unsigned long long)threadIdx.x / 8ull * 32ull + (unsigned long long)threadIdx.x % 8ull + 24ull < 16ull)
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
        col_3 = (unsigned long long)threadIdx.x / 8ull * 32ull + (unsigned long long)threadIdx.x % 8ull + 24ull;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
    int row = (unsigned long long)threadIdx.y;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
    if (b < nb) {
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
        if ((unsigned long long)threadIdx.x / 8ull * 32ull + (unsigned long long)threadIdx.x % 8ull < 16ull)
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
            As[row][col_0] = A[b * 256 + row * 16 + col_0];
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
        if ((unsigned long long)threadIdx.x / 8ull * 32ull + (unsigned long long)threadIdx.x % 8ull + 8ull < 16ull)
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
            As[row][col_1] = A[b * 256 + row * 16 + col_1];
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
        if ((unsigned long long)threadIdx.x / 8ull * 32ull + (unsigned long long)threadIdx.x % 8ull + 16ull < 16ull)
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
            As[row][col_2] = A[b * 256 + row * 16 + col_2];
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
        if ((unsigned long long)threadIdx.x / 8ull * 32ull + (unsigned long long)threadIdx.x % 8ull + 24ull < 16ull)
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
            As[row][col_3] = A[b * 256 + row * 16 + col_3];
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
        if ((unsigned long long)threadIdx.x / 8ull * 32ull + (unsigned long long)threadIdx.x % 8ull < 16ull)
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
            Bt[col_0][row] = B[b * 256 + row * 16 + col_0];
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
        if ((unsigned long long)threadIdx.x / 8ull * 32ull + (unsigned long long)threadIdx.x % 8ull + 8ull < 16ull)
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
            Bt[col_1][row] = B[b * 256 + row * 16 + col_1];
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
        if ((unsigned long long)threadIdx.x / 8ull * 32ull + (unsigned long long)threadIdx.x % 8ull + 16ull < 16ull)
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
            Bt[col_2][row] = B[b * 256 + row * 16 + col_2];
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
        if ((unsigned long long)threadIdx.x / 8ull * 32ull + (unsigned long long)threadIdx.x % 8ull + 24ull < 16ull)
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
            Bt[col_3][row] = B[b * 256 + row * 16 + col_3];
    }
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
    __syncthreads();
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
    if (b < nb) {
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
        float acc_0;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
        if ((unsigned long long)threadIdx.x / 8ull * 32ull + (unsigned long long)threadIdx.x % 8ull < 16ull)
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
            acc_0 = 0.0f;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
        float acc_1;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
        if ((unsigned long long)threadIdx.x / 8ull * 32ull + (unsigned long long)threadIdx.x % 8ull + 8ull < 16ull)
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
            acc_1 = 0.0f;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
        float acc_2;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
        if ((unsigned long long)threadIdx.x / 8ull * 32ull + (unsigned long long)threadIdx.x % 8ull + 16ull < 16ull)
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
            acc_2 = 0.0f;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
        float acc_3;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
        if ((unsigned long long)threadIdx.x / 8ull * 32ull + (unsigned long long)threadIdx.x % 8ull + 24ull < 16ull)
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
            acc_3 = 0.0f;
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
        for (int k = 0; k < 16; k++) {
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
            if ((unsigned long long)threadIdx.x / 8ull * 32ull + (unsigned long long)threadIdx.x % 8ull < 16ull)
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
                acc_0 += As[row][k] * Bt[col_0][k];
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
            if ((unsigned long long)threadIdx.x / 8ull * 32ull + (unsigned long long)threadIdx.x % 8ull + 8ull < 16ull)
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
                acc_1 += As[row][k] * Bt[col_1][k];
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
            if ((unsigned long long)threadIdx.x / 8ull * 32ull + (unsigned long long)threadIdx.x % 8ull + 16ull < 16ull)
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
                acc_2 += As[row][k] * Bt[col_2][k];
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
            if ((unsigned long long)threadIdx.x / 8ull * 32ull + (unsigned long long)threadIdx.x % 8ull + 24ull < 16ull)
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
                acc_3 += As[row][k] * Bt[col_3][k];
        }
#line 20 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
        if ((unsigned long long)threadIdx.x / 8ull * 32ull + (unsigned long long)threadIdx.x % 8ull < 16ull)
#line 20 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
            C[b * 256 + row * 16 + col_0] = acc_0;
#line 20 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
        if ((unsigned long long)threadIdx.x / 8ull * 32ull + (unsigned long long)threadIdx.x % 8ull + 8ull < 16ull)
#line 20 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
            C[b * 256 + row * 16 + col_1] = acc_1;
#line 20 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
        if ((unsigned long long)threadIdx.x / 8ull * 32ull + (unsigned long long)threadIdx.x % 8ull + 16ull < 16ull)
#line 20 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
            C[b * 256 + row * 16 + col_2] = acc_2;
#line 20 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
        if ((unsigned long long)threadIdx.x / 8ull * 32ull + (unsigned long long)threadIdx.x % 8ull + 24ull < 16ull)
#line 20 "/work/main/.stage/main/benchmarks/heldout10/kernels/gemm16_batched_smem.cl"
            C[b * 256 + row * 16 + col_3] = acc_3;
    }
}
