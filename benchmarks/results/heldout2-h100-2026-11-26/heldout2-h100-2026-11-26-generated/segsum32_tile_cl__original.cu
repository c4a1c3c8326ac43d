extern "C" __global__ void segsum32_tile(const float* in, float* out, int rows) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
    __shared__ float tile[32][32];
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
    int tx = (unsigned long long)threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
    int ty = (unsigned long long)threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
    int r0 = (unsigned long long)blockIdx.x * 32;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
    for (int k = ty; k < 32; k += 8)
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
        tile[k][tx] = in[(r0 + k) * 32 + tx];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
    __syncthreads();
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
    if (ty == 0) {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
        float s = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
        for (int k_1 = 0; k_1 < 32; k_1++)
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
            s += tile[tx][k_1];
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/segsum32_tile.cl"
        out[r0 + tx] = s;
    }
}
