extern "C" __global__ void row_chunk_sums32_cf4y_st4(const float* A, float* out, int rows, int cols) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
    __shared__ float tile[32][32];
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
    int tx = threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
    int ty_0;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
    if (threadIdx.y / 4u * 16u + threadIdx.y % 4u < 8u)
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
        ty_0 = threadIdx.y / 4u * 16u + threadIdx.y % 4u;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
    int ty_1;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
    if (threadIdx.y / 4u * 16u + threadIdx.y % 4u + 4u < 8u)
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
        ty_1 = threadIdx.y / 4u * 16u + threadIdx.y % 4u + 4u;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
    int ty_2;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
    if (threadIdx.y / 4u * 16u + threadIdx.y % 4u + 8u < 8u)
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
        ty_2 = threadIdx.y / 4u * 16u + threadIdx.y % 4u + 8u;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
    int ty_3;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
    if (threadIdx.y / 4u * 16u + threadIdx.y % 4u + 12u < 8u)
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
        ty_3 = threadIdx.y / 4u * 16u + threadIdx.y % 4u + 12u;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
    int c0 = blockIdx.x * 32;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
    int r0 = blockIdx.y * 32;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
    for (int k = 0; k < 32; k += 8) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
        if (threadIdx.y / 4u * 16u + threadIdx.y % 4u < 8u)
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
            tile[ty_0 + k][tx] = A[(r0 + ty_0 + k) * cols + c0 + tx];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
        if (threadIdx.y / 4u * 16u + threadIdx.y % 4u + 4u < 8u)
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
            tile[ty_1 + k][tx] = A[(r0 + ty_1 + k) * cols + c0 + tx];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
        if (threadIdx.y / 4u * 16u + threadIdx.y % 4u + 8u < 8u)
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
            tile[ty_2 + k][tx] = A[(r0 + ty_2 + k) * cols + c0 + tx];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
        if (threadIdx.y / 4u * 16u + threadIdx.y % 4u + 12u < 8u)
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
            tile[ty_3 + k][tx] = A[(r0 + ty_3 + k) * cols + c0 + tx];
    }
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
    __syncthreads();
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
    if (threadIdx.y / 4u * 16u + threadIdx.y % 4u < 8u)
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
        if (ty_0 == 0) {
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
            float s_0 = 0.0f;
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
            for (int k_1_0 = 0; k_1_0 < 32; k_1_0++)
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
                s_0 += tile[tx][k_1_0];
#line 17 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
            out[(r0 + tx) * (cols / 32) + blockIdx.x] = s_0;
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
    if (threadIdx.y / 4u * 16u + threadIdx.y % 4u + 4u < 8u)
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
        if (ty_1 == 0) {
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
            float s_1 = 0.0f;
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
            for (int k_1_1 = 0; k_1_1 < 32; k_1_1++)
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
                s_1 += tile[tx][k_1_1];
#line 17 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
            out[(r0 + tx) * (cols / 32) + blockIdx.x] = s_1;
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
    if (threadIdx.y / 4u * 16u + threadIdx.y % 4u + 8u < 8u)
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
        if (ty_2 == 0) {
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
            float s_2 = 0.0f;
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
            for (int k_1_2 = 0; k_1_2 < 32; k_1_2++)
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
                s_2 += tile[tx][k_1_2];
#line 17 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
            out[(r0 + tx) * (cols / 32) + blockIdx.x] = s_2;
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
    if (threadIdx.y / 4u * 16u + threadIdx.y % 4u + 12u < 8u)
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
        if (ty_3 == 0) {
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
            float s_3 = 0.0f;
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
            for (int k_1_3 = 0; k_1_3 < 32; k_1_3++)
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
                s_3 += tile[tx][k_1_3];
#line 17 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
            out[(r0 + tx) * (cols / 32) + blockIdx.x] = s_3;
        }
}
