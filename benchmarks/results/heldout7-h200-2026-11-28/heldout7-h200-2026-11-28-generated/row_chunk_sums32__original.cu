extern "C" __global__ void row_chunk_sums32(const float* A, float* out, int rows, int cols) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
    __shared__ float tile[32][32];
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
    int tx = threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
    int ty = threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
    int c0 = blockIdx.x * 32;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
    int r0 = blockIdx.y * 32;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
    for (int k = 0; k < 32; k += 8)
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
        tile[ty + k][tx] = A[(r0 + ty + k) * cols + c0 + tx];
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
    __syncthreads();
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
    if (ty == 0) {
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
        float s = 0.0f;
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
        for (int k_1 = 0; k_1 < 32; k_1++)
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
            s += tile[tx][k_1];
#line 17 "/work/main/.stage/main/benchmarks/heldout7/kernels/row_chunk_sums32.cu"
        out[(r0 + tx) * (cols / 32) + blockIdx.x] = s;
    }
}
