extern "C" __global__ void row_chunk_sums32_cf2x(const float* A, float* out, int rows, int cols) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cl"
    __shared__ float tile[32][32];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cl"
    int tx_0 = (unsigned long long)threadIdx.x * 2ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cl"
    int tx_1 = (unsigned long long)threadIdx.x * 2ull + 1ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cl"
    int ty = (unsigned long long)threadIdx.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cl"
    int c0 = (unsigned long long)blockIdx.x * 32;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cl"
    int r0 = (unsigned long long)blockIdx.y * 32;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cl"
    for (int k = 0; k < 32; k += 8) {
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cl"
        tile[ty + k][tx_0] = A[(r0 + ty + k) * cols + c0 + tx_0];
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cl"
        tile[ty + k][tx_1] = A[(r0 + ty + k) * cols + c0 + tx_1];
    }
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cl"
    __syncthreads();
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cl"
    if (ty == 0) {
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cl"
        float s_0 = 0.0f;
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cl"
        float s_1 = 0.0f;
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cl"
        for (int k_1 = 0; k_1 < 32; k_1++) {
#line 17 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cl"
            s_0 += tile[tx_0][k_1];
#line 17 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cl"
            s_1 += tile[tx_1][k_1];
        }
#line 18 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cl"
        out[(r0 + tx_0) * (cols / 32) + (unsigned long long)blockIdx.x] = s_0;
#line 18 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cl"
        out[(r0 + tx_1) * (cols / 32) + (unsigned long long)blockIdx.x] = s_1;
    }
}
