extern "C" __global__ void segsum32_tile_opt(const float* in, float* out, int rows) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
    __shared__ float tile[32][33];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
    int tx = threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
    int ty_0 = threadIdx.y / 2u * 8u + threadIdx.y % 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
    int ty_1 = threadIdx.y / 2u * 8u + threadIdx.y % 2u + 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
    int ty_2 = threadIdx.y / 2u * 8u + threadIdx.y % 2u + 4u;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
    int ty_3 = threadIdx.y / 2u * 8u + threadIdx.y % 2u + 6u;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
    int r0 = blockIdx.x * 32;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
    for (int k_0 = ty_0; k_0 < 32; k_0 += 8)
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
        tile[k_0][tx] = in[(r0 + k_0) * 32 + tx];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
    for (int k_c1 = ty_1; k_c1 < 32; k_c1 += 8)
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
        tile[k_c1][tx] = in[(r0 + k_c1) * 32 + tx];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
    for (int k_2 = ty_2; k_2 < 32; k_2 += 8)
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
        tile[k_2][tx] = in[(r0 + k_2) * 32 + tx];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
    for (int k_3 = ty_3; k_3 < 32; k_3 += 8)
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
        tile[k_3][tx] = in[(r0 + k_3) * 32 + tx];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
    __syncthreads();
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
    if (ty_0 == 0) {
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
        float s_0 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
        for (int k_1_0 = 0; k_1_0 < 32; k_1_0++)
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
            s_0 += tile[tx][k_1_0];
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
        out[r0 + tx] = s_0;
    }
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
    if (ty_1 == 0) {
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
        float s_1 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
        for (int k_1_1 = 0; k_1_1 < 32; k_1_1++)
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
            s_1 += tile[tx][k_1_1];
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
        out[r0 + tx] = s_1;
    }
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
    if (ty_2 == 0) {
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
        float s_2 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
        for (int k_1_2 = 0; k_1_2 < 32; k_1_2++)
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
            s_2 += tile[tx][k_1_2];
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
        out[r0 + tx] = s_2;
    }
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
    if (ty_3 == 0) {
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
        float s_3 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
        for (int k_1_3 = 0; k_1_3 < 32; k_1_3++)
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
            s_3 += tile[tx][k_1_3];
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
        out[r0 + tx] = s_3;
    }
}
