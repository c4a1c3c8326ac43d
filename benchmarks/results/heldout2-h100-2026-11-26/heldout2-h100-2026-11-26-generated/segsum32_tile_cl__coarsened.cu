extern "C" __global__ void segsum32_tile_cf2y_st32(const float* in, float* out, int rows) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
    __shared__ float tile[32][32];
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
    int tx = (unsigned long long)threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
    int ty_0;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 64ull + (unsigned long long)threadIdx.y % 32ull < 8ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
        ty_0 = (unsigned long long)threadIdx.y / 32ull * 64ull + (unsigned long long)threadIdx.y % 32ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
    int ty_1;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 64ull + (unsigned long long)threadIdx.y % 32ull + 32ull < 8ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
        ty_1 = (unsigned long long)threadIdx.y / 32ull * 64ull + (unsigned long long)threadIdx.y % 32ull + 32ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
    int r0 = (unsigned long long)blockIdx.x * 32;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 64ull + (unsigned long long)threadIdx.y % 32ull < 8ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
        for (int k_0 = ty_0; k_0 < 32; k_0 += 8)
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
            tile[k_0][tx] = in[(r0 + k_0) * 32 + tx];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 64ull + (unsigned long long)threadIdx.y % 32ull + 32ull < 8ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
        for (int k_c1 = ty_1; k_c1 < 32; k_c1 += 8)
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
            tile[k_c1][tx] = in[(r0 + k_c1) * 32 + tx];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
    __syncthreads();
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 64ull + (unsigned long long)threadIdx.y % 32ull < 8ull)
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
    if ((unsigned long long)threadIdx.y / 32ull * 64ull + (unsigned long long)threadIdx.y % 32ull + 32ull < 8ull)
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
}
