extern "C" __global__ void row_chunk_sums32_cf4y_st4(const float* A, float* out, int rows, int cols) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cl"
    __shared__ float tile[32][32];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cl"
    int tx = (unsigned long long)threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cl"
    int ty_0;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cl"
    if ((unsigned long long)threadIdx.y / 4ull * 16ull + (unsigned long long)threadIdx.y % 4ull < 8ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cl"
        ty_0 = (unsigned long long)threadIdx.y / 4ull * 16ull + (unsigned long long)threadIdx.y % 4ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cl"
    int ty_1;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cl"
    if ((unsigned long long)threadIdx.y / 4ull * 16ull + (unsigned long long)threadIdx.y % 4ull + 4ull < 8ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cl"
        ty_1 = (unsigned long long)threadIdx.y / 4ull * 16ull + (unsigned long long)threadIdx.y % 4ull + 4ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cl"
    int ty_2;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cl"
    if ((unsigned long long)threadIdx.y / 4ull * 16ull + (unsigned long long)threadIdx.y % 4ull + 8ull < 8ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cl"
        ty_2 = (unsigned long long)threadIdx.y / 4ull * 16ull + (unsigned long long)threadIdx.y % 4ull + 8ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cl"
    int ty_3;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cl"
    if ((unsigned long long)threadIdx.y / 4ull * 16ull + (unsigned long long)threadIdx.y % 4ull + 12ull < 8ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cl"
        ty_3 = (unsigned long long)threadIdx.y / 4ull * 16ull + (unsigned long long)threadIdx.y % 4ull + 12ull;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cl"
    int c0 = (unsigned long long)blockIdx.x * 32;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cl"
    int r0 = (unsigned long long)blockIdx.y * 32;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cl"
    for (int k = 0; k < 32; k += 8) {
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cl"
        if ((unsigned long long)threadIdx.y / 4ull * 16ull + (unsigned long long)threadIdx.y % 4ull < 8ull)
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cl"
            tile[ty_0 + k][tx] = A[(r0 + ty_0 + k) * cols + c0 + tx];
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cl"
        if ((unsigned long long)threadIdx.y / 4ull * 16ull + (unsigned long long)threadIdx.y % 4ull + 4ull < 8ull)
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cl"
            tile[ty_1 + k][tx] = A[(r0 + ty_1 + k) * cols + c0 + tx];
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cl"
        if ((unsigned long long)threadIdx.y / 4ull * 16ull + (unsigned long long)threadIdx.y % 4ull + 8ull < 8ull)
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cl"
            tile[ty_2 + k][tx] = A[(r0 + ty_2 + k) * cols + c0 + tx];
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cl"
        if ((unsigned long long)threadIdx.y / 4ull * 16ull + (unsigned long long)threadIdx.y % 4ull + 12ull < 8ull)
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cl"
            tile[ty_3 + k][tx] = A[(r0 + ty_3 + k) * cols + c0 + tx];
    }
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cl"
    __syncthreads();
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cl"
    if ((unsigned long long)threadIdx.y / 4ull * 16ull + (unsigned long long)threadIdx.y % 4ull < 8ull)
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cl"
        if (ty_0 == 0) {
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cl"
            float s_0 = 0.0f;
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cl"
            for (int k_1_0 = 0; k_1_0 < 32; k_1_0++)
#line 17 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cl"
                s_0 += tile[tx][k_1_0];
#line 18 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cl"
            out[(r0 + tx) * (cols / 32) + (unsigned long long)blockIdx.x] = s_0;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cl"
    if ((unsigned long long)threadIdx.y / 4ull * 16ull + (unsigned long long)threadIdx.y % 4ull + 4ull < 8ull)
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cl"
        if (ty_1 == 0) {
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cl"
            float s_1 = 0.0f;
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cl"
            for (int k_1_1 = 0; k_1_1 < 32; k_1_1++)
#line 17 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cl"
                s_1 += tile[tx][k_1_1];
#line 18 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cl"
            out[(r0 + tx) * (cols / 32) + (unsigned long long)blockIdx.x] = s_1;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cl"
    if ((unsigned long long)threadIdx.y / 4ull * 16ull + (unsigned long long)threadIdx.y % 4ull + 8ull < 8ull)
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cl"
        if (ty_2 == 0) {
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cl"
            float s_2 = 0.0f;
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cl"
            for (int k_1_2 = 0; k_1_2 < 32; k_1_2++)
#line 17 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cl"
                s_2 += tile[tx][k_1_2];
#line 18 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cl"
            out[(r0 + tx) * (cols / 32) + (unsigned long long)blockIdx.x] = s_2;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cl"
    if ((unsigned long long)threadIdx.y / 4ull * 16ull + (unsigned long long)threadIdx.y % 4ull + 12ull < 8ull)
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cl"
        if (ty_3 == 0) {
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cl"
            float s_3 = 0.0f;
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cl"
            for (int k_1_3 = 0; k_1_3 < 32; k_1_3++)
#line 17 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cl"
                s_3 += tile[tx][k_1_3];
#line 18 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cl"
            out[(r0 + tx) * (cols / 32) + (unsigned long long)blockIdx.x] = s_3;
        }
}
