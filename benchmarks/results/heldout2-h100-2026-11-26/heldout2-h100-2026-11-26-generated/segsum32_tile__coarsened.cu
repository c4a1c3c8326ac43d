extern "C" __global__ void segsum32_tile_cf2y_st32(const float* in, float* out, int rows) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
    __shared__ float tile[32][32];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
    int tx = threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
    int ty_0;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
    if (threadIdx.y / 32u * 64u + threadIdx.y % 32u < 8u)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
        ty_0 = threadIdx.y / 32u * 64u + threadIdx.y % 32u;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
    int ty_1;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
    if (threadIdx.y / 32u * 64u + threadIdx.y % 32u + 32u < 8u)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
        ty_1 = threadIdx.y / 32u * 64u + threadIdx.y % 32u + 32u;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
    int r0 = blockIdx.x * 32;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
    if (threadIdx.y / 32u * 64u + threadIdx.y % 32u < 8u)
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
        for (int k_0 = ty_0; k_0 < 32; k_0 += 8)
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
            tile[k_0][tx] = in[(r0 + k_0) * 32 + tx];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
    if (threadIdx.y / 32u * 64u + threadIdx.y % 32u + 32u < 8u)
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
        for (int k_c1 = ty_1; k_c1 < 32; k_c1 += 8)
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
            tile[k_c1][tx] = in[(r0 + k_c1) * 32 + tx];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
    __syncthreads();
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
    if (threadIdx.y / 32u * 64u + threadIdx.y % 32u < 8u)
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
    if (threadIdx.y / 32u * 64u + threadIdx.y % 32u + 32u < 8u)
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
}
