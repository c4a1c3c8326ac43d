extern "C" __global__ void segsum32_tile_cf4x(const float* in, float* out, int rows) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
    __shared__ float tile[32][32];
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
    int tx_0 = (unsigned long long)threadIdx.x * 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
    int tx_1 = (unsigned long long)threadIdx.x * 4ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
    int tx_2 = (unsigned long long)threadIdx.x * 4ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
    int tx_3 = (unsigned long long)threadIdx.x * 4ull + 3ull;
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
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
        out[r0 + tx_0] = s_0;
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
        out[r0 + tx_1] = s_1;
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
        out[r0 + tx_2] = s_2;
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
        out[r0 + tx_3] = s_3;
    }
}
