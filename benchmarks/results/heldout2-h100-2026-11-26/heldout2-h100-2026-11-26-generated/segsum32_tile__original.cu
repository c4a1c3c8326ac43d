extern "C" __global__ void segsum32_tile(const float* in, float* out, int rows) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
    __shared__ float tile[32][32];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
    int tx = threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
    int ty = threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
    int r0 = blockIdx.x * 32;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
    for (int k = ty; k < 32; k += 8)
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
        tile[k][tx] = in[(r0 + k) * 32 + tx];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
    __syncthreads();
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
    if (ty == 0) {
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
        float s = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
        for (int k_1 = 0; k_1 < 32; k_1++)
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
            s += tile[tx][k_1];
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cu"
        out[r0 + tx] = s;
    }
}
