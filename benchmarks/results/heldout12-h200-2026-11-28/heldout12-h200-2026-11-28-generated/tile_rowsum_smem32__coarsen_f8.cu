extern "C" __global__ void tile_rowsum_smem32_cf8x(const float* x, float* sums) {
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/tile_rowsum_smem32.cu"
    __shared__ float tile[4][32][32];
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/tile_rowsum_smem32.cu"
    int tx_0 = threadIdx.x * 8u;
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/tile_rowsum_smem32.cu"
    int tx_1 = threadIdx.x * 8u + 1u;
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/tile_rowsum_smem32.cu"
    int tx_2 = threadIdx.x * 8u + 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/tile_rowsum_smem32.cu"
    int tx_3 = threadIdx.x * 8u + 3u;
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/tile_rowsum_smem32.cu"
    int tx_4 = threadIdx.x * 8u + 4u;
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/tile_rowsum_smem32.cu"
    int tx_5 = threadIdx.x * 8u + 5u;
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/tile_rowsum_smem32.cu"
    int tx_6 = threadIdx.x * 8u + 6u;
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/tile_rowsum_smem32.cu"
    int tx_7 = threadIdx.x * 8u + 7u;
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/tile_rowsum_smem32.cu"
    int ty = threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/tile_rowsum_smem32.cu"
    int chunk = blockIdx.x * 4 + ty;
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/tile_rowsum_smem32.cu"
    for (int r = 0; r < 32; ++r) {
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/tile_rowsum_smem32.cu"
        tile[ty][r][tx_0] = x[chunk * 1024 + r * 32 + tx_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/tile_rowsum_smem32.cu"
        tile[ty][r][tx_1] = x[chunk * 1024 + r * 32 + tx_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/tile_rowsum_smem32.cu"
        tile[ty][r][tx_2] = x[chunk * 1024 + r * 32 + tx_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/tile_rowsum_smem32.cu"
        tile[ty][r][tx_3] = x[chunk * 1024 + r * 32 + tx_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/tile_rowsum_smem32.cu"
        tile[ty][r][tx_4] = x[chunk * 1024 + r * 32 + tx_4];
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/tile_rowsum_smem32.cu"
        tile[ty][r][tx_5] = x[chunk * 1024 + r * 32 + tx_5];
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/tile_rowsum_smem32.cu"
        tile[ty][r][tx_6] = x[chunk * 1024 + r * 32 + tx_6];
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/tile_rowsum_smem32.cu"
        tile[ty][r][tx_7] = x[chunk * 1024 + r * 32 + tx_7];
    }
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/tile_rowsum_smem32.cu"
    __syncthreads();
#line 12 "/work/main/.stage/main/benchmarks/heldout12/kernels/tile_rowsum_smem32.cu"
    float s_0 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout12/kernels/tile_rowsum_smem32.cu"
    float s_1 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout12/kernels/tile_rowsum_smem32.cu"
    float s_2 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout12/kernels/tile_rowsum_smem32.cu"
    float s_3 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout12/kernels/tile_rowsum_smem32.cu"
    float s_4 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout12/kernels/tile_rowsum_smem32.cu"
    float s_5 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout12/kernels/tile_rowsum_smem32.cu"
    float s_6 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout12/kernels/tile_rowsum_smem32.cu"
    float s_7 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout12/kernels/tile_rowsum_smem32.cu"
    for (int k = 0; k < 32; ++k) {
#line 14 "/work/main/.stage/main/benchmarks/heldout12/kernels/tile_rowsum_smem32.cu"
        s_0 += tile[ty][tx_0][k];
#line 14 "/work/main/.stage/main/benchmarks/heldout12/kernels/tile_rowsum_smem32.cu"
        s_1 += tile[ty][tx_1][k];
#line 14 "/work/main/.stage/main/benchmarks/heldout12/kernels/tile_rowsum_smem32.cu"
        s_2 += tile[ty][tx_2][k];
#line 14 "/work/main/.stage/main/benchmarks/heldout12/kernels/tile_rowsum_smem32.cu"
        s_3 += tile[ty][tx_3][k];
#line 14 "/work/main/.stage/main/benchmarks/heldout12/kernels/tile_rowsum_smem32.cu"
        s_4 += tile[ty][tx_4][k];
#line 14 "/work/main/.stage/main/benchmarks/heldout12/kernels/tile_rowsum_smem32.cu"
        s_5 += tile[ty][tx_5][k];
#line 14 "/work/main/.stage/main/benchmarks/heldout12/kernels/tile_rowsum_smem32.cu"
        s_6 += tile[ty][tx_6][k];
#line 14 "/work/main/.stage/main/benchmarks/heldout12/kernels/tile_rowsum_smem32.cu"
        s_7 += tile[ty][tx_7][k];
    }
#line 15 "/work/main/.stage/main/benchmarks/heldout12/kernels/tile_rowsum_smem32.cu"
    sums[chunk * 32 + tx_0] = s_0;
#line 15 "/work/main/.stage/main/benchmarks/heldout12/kernels/tile_rowsum_smem32.cu"
    sums[chunk * 32 + tx_1] = s_1;
#line 15 "/work/main/.stage/main/benchmarks/heldout12/kernels/tile_rowsum_smem32.cu"
    sums[chunk * 32 + tx_2] = s_2;
#line 15 "/work/main/.stage/main/benchmarks/heldout12/kernels/tile_rowsum_smem32.cu"
    sums[chunk * 32 + tx_3] = s_3;
#line 15 "/work/main/.stage/main/benchmarks/heldout12/kernels/tile_rowsum_smem32.cu"
    sums[chunk * 32 + tx_4] = s_4;
#line 15 "/work/main/.stage/main/benchmarks/heldout12/kernels/tile_rowsum_smem32.cu"
    sums[chunk * 32 + tx_5] = s_5;
#line 15 "/work/main/.stage/main/benchmarks/heldout12/kernels/tile_rowsum_smem32.cu"
    sums[chunk * 32 + tx_6] = s_6;
#line 15 "/work/main/.stage/main/benchmarks/heldout12/kernels/tile_rowsum_smem32.cu"
    sums[chunk * 32 + tx_7] = s_7;
}
