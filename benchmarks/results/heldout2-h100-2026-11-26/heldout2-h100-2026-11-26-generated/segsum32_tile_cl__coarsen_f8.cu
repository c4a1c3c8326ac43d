extern "C" __global__ void segsum32_tile_cf8x(const float* in, float* out, int rows) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
    __shared__ float tile[32][32];
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
    int tx_0 = (unsigned long long)threadIdx.x * 8ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
    int tx_1 = (unsigned long long)threadIdx.x * 8ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
    int tx_2 = (unsigned long long)threadIdx.x * 8ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
    int tx_3 = (unsigned long long)threadIdx.x * 8ull + 3ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
    int tx_4 = (unsigned long long)threadIdx.x * 8ull + 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
    int tx_5 = (unsigned long long)threadIdx.x * 8ull + 5ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
    int tx_6 = (unsigned long long)threadIdx.x * 8ull + 6ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
    int tx_7 = (unsigned long long)threadIdx.x * 8ull + 7ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
    int ty = (unsigned long long)threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
    int r0 = (unsigned long long)blockIdx.x * 32;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
    for (int k = ty; k < 32; k += 8) {
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
        tile[k][tx_0] = in[(r0 + k) * 32 + tx_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
        tile[k][tx_1] = in[(r0 + k) * 32 + tx_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
        tile[k][tx_2] = in[(r0 + k) * 32 + tx_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
        tile[k][tx_3] = in[(r0 + k) * 32 + tx_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
        tile[k][tx_4] = in[(r0 + k) * 32 + tx_4];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
        tile[k][tx_5] = in[(r0 + k) * 32 + tx_5];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
        tile[k][tx_6] = in[(r0 + k) * 32 + tx_6];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
        tile[k][tx_7] = in[(r0 + k) * 32 + tx_7];
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
    __syncthreads();
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
    if (ty == 0) {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
        float s_0 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
        float s_1 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
        float s_2 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
        float s_3 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
        float s_4 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
        float s_5 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
        float s_6 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
        float s_7 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
        for (int k_1 = 0; k_1 < 32; k_1++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
            s_0 += tile[tx_0][k_1];
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
            s_1 += tile[tx_1][k_1];
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
            s_2 += tile[tx_2][k_1];
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
            s_3 += tile[tx_3][k_1];
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
            s_4 += tile[tx_4][k_1];
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
            s_5 += tile[tx_5][k_1];
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
            s_6 += tile[tx_6][k_1];
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
            s_7 += tile[tx_7][k_1];
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
        out[r0 + tx_0] = s_0;
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
        out[r0 + tx_1] = s_1;
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
        out[r0 + tx_2] = s_2;
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
        out[r0 + tx_3] = s_3;
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
        out[r0 + tx_4] = s_4;
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
        out[r0 + tx_5] = s_5;
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
        out[r0 + tx_6] = s_6;
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
        out[r0 + tx_7] = s_7;
    }
}
