extern "C" __global__ void segsum32_tile_cf8x(const float* in, float* out, int rows) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
    __shared__ float tile[32][32];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
    int tx_0 = threadIdx.x * 8u;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
    int tx_1 = threadIdx.x * 8u + 1u;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
    int tx_2 = threadIdx.x * 8u + 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
    int tx_3 = threadIdx.x * 8u + 3u;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
    int tx_4 = threadIdx.x * 8u + 4u;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
    int tx_5 = threadIdx.x * 8u + 5u;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
    int tx_6 = threadIdx.x * 8u + 6u;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
    int tx_7 = threadIdx.x * 8u + 7u;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
    int ty = threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
    int r0 = blockIdx.x * 32;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
    for (int k = ty; k < 32; k += 8) {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
        tile[k][tx_0] = in[(r0 + k) * 32 + tx_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
        tile[k][tx_1] = in[(r0 + k) * 32 + tx_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
        tile[k][tx_2] = in[(r0 + k) * 32 + tx_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
        tile[k][tx_3] = in[(r0 + k) * 32 + tx_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
        tile[k][tx_4] = in[(r0 + k) * 32 + tx_4];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
        tile[k][tx_5] = in[(r0 + k) * 32 + tx_5];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
        tile[k][tx_6] = in[(r0 + k) * 32 + tx_6];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
        tile[k][tx_7] = in[(r0 + k) * 32 + tx_7];
    }
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
    __syncthreads();
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
    if (ty == 0) {
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
        float s_0 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
        float s_1 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
        float s_2 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
        float s_3 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
        float s_4 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
        float s_5 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
        float s_6 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
        float s_7 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
        for (int k_1 = 0; k_1 < 32; k_1++) {
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
            s_0 += tile[tx_0][k_1];
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
            s_1 += tile[tx_1][k_1];
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
            s_2 += tile[tx_2][k_1];
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
            s_3 += tile[tx_3][k_1];
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
            s_4 += tile[tx_4][k_1];
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
            s_5 += tile[tx_5][k_1];
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
            s_6 += tile[tx_6][k_1];
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
            s_7 += tile[tx_7][k_1];
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
        out[r0 + tx_0] = s_0;
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
        out[r0 + tx_1] = s_1;
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
        out[r0 + tx_2] = s_2;
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
        out[r0 + tx_3] = s_3;
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
        out[r0 + tx_4] = s_4;
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
        out[r0 + tx_5] = s_5;
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
        out[r0 + tx_6] = s_6;
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
        out[r0 + tx_7] = s_7;
    }
}
