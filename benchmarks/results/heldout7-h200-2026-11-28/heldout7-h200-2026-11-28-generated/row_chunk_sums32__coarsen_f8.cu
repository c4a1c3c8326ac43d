extern "C" __global__ void row_chunk_sums32_cf8x(const float* A, float* out, int rows, int cols) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
    __shared__ float tile[32][32];
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
    int tx_0 = threadIdx.x * 8u;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
    int tx_1 = threadIdx.x * 8u + 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
    int tx_2 = threadIdx.x * 8u + 2u;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
    int tx_3 = threadIdx.x * 8u + 3u;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
    int tx_4 = threadIdx.x * 8u + 4u;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
    int tx_5 = threadIdx.x * 8u + 5u;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
    int tx_6 = threadIdx.x * 8u + 6u;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
    int tx_7 = threadIdx.x * 8u + 7u;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
    int ty = threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
    int c0 = blockIdx.x * 32;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
    int r0 = blockIdx.y * 32;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
    for (int k = 0; k < 32; k += 8) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
        tile[ty + k][tx_0] = A[(r0 + ty + k) * cols + c0 + tx_0];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
        tile[ty + k][tx_1] = A[(r0 + ty + k) * cols + c0 + tx_1];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
        tile[ty + k][tx_2] = A[(r0 + ty + k) * cols + c0 + tx_2];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
        tile[ty + k][tx_3] = A[(r0 + ty + k) * cols + c0 + tx_3];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
        tile[ty + k][tx_4] = A[(r0 + ty + k) * cols + c0 + tx_4];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
        tile[ty + k][tx_5] = A[(r0 + ty + k) * cols + c0 + tx_5];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
        tile[ty + k][tx_6] = A[(r0 + ty + k) * cols + c0 + tx_6];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
        tile[ty + k][tx_7] = A[(r0 + ty + k) * cols + c0 + tx_7];
    }
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
    __syncthreads();
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
    if (ty == 0) {
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
        float s_0 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
        float s_1 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
        float s_2 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
        float s_3 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
        float s_4 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
        float s_5 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
        float s_6 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
        float s_7 = 0.0f;
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
        for (int k_1 = 0; k_1 < 32; k_1++) {
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
            s_0 += tile[tx_0][k_1];
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
            s_1 += tile[tx_1][k_1];
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
            s_2 += tile[tx_2][k_1];
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
            s_3 += tile[tx_3][k_1];
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
            s_4 += tile[tx_4][k_1];
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
            s_5 += tile[tx_5][k_1];
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
            s_6 += tile[tx_6][k_1];
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
            s_7 += tile[tx_7][k_1];
        }
#line 17 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
        out[(r0 + tx_0) * (cols / 32) + blockIdx.x] = s_0;
#line 17 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
        out[(r0 + tx_1) * (cols / 32) + blockIdx.x] = s_1;
#line 17 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
        out[(r0 + tx_2) * (cols / 32) + blockIdx.x] = s_2;
#line 17 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
        out[(r0 + tx_3) * (cols / 32) + blockIdx.x] = s_3;
#line 17 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
        out[(r0 + tx_4) * (cols / 32) + blockIdx.x] = s_4;
#line 17 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
        out[(r0 + tx_5) * (cols / 32) + blockIdx.x] = s_5;
#line 17 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
        out[(r0 + tx_6) * (cols / 32) + blockIdx.x] = s_6;
#line 17 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
        out[(r0 + tx_7) * (cols / 32) + blockIdx.x] = s_7;
    }
}
