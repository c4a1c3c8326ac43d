extern "C" __global__ void segsum32_tile_opt(const float* in, float* out, int rows) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
    __shared__ float tile[32][33];
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
    int tx = (unsigned long long)threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
    int ty_0 = (unsigned long long)threadIdx.y / 2ull * 8ull + (unsigned long long)threadIdx.y % 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
    int ty_1 = (unsigned long long)threadIdx.y / 2ull * 8ull + (unsigned long long)threadIdx.y % 2ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
    int ty_2 = (unsigned long long)threadIdx.y / 2ull * 8ull + (unsigned long long)threadIdx.y % 2ull + 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
    int ty_3 = (unsigned long long)threadIdx.y / 2ull * 8ull + (unsigned long long)threadIdx.y % 2ull + 6ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
    int r0 = (unsigned long long)blockIdx.x * 32;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
    for (int k_0 = ty_0; k_0 < 32; k_0 += 8)
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
        tile[k_0][tx] = in[(r0 + k_0) * 32 + tx];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
    for (int k_c1 = ty_1; k_c1 < 32; k_c1 += 8)
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
        tile[k_c1][tx] = in[(r0 + k_c1) * 32 + tx];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
    for (int k_2 = ty_2; k_2 < 32; k_2 += 8)
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
        tile[k_2][tx] = in[(r0 + k_2) * 32 + tx];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
    for (int k_3 = ty_3; k_3 < 32; k_3 += 8)
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
        tile[k_3][tx] = in[(r0 + k_3) * 32 + tx];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
    __syncthreads();
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
    if (ty_0 == 0) {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
        float s_0 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
        for (int k_1_0 = 0; k_1_0 < 32; k_1_0++)
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
            s_0 += tile[tx][k_1_0];
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
        out[r0 + tx] = s_0;
    }
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
    if (ty_1 == 0) {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
        float s_1 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
        for (int k_1_1 = 0; k_1_1 < 32; k_1_1++)
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
            s_1 += tile[tx][k_1_1];
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
        out[r0 + tx] = s_1;
    }
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
    if (ty_2 == 0) {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
        float s_2 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
        for (int k_1_2 = 0; k_1_2 < 32; k_1_2++)
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
            s_2 += tile[tx][k_1_2];
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
        out[r0 + tx] = s_2;
    }
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
    if (ty_3 == 0) {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
        float s_3 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
        for (int k_1_3 = 0; k_1_3 < 32; k_1_3++)
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
            s_3 += tile[tx][k_1_3];
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
        out[r0 + tx] = s_3;
    }
}
