extern "C" __global__ void segsum32_tile_hand(const float* in, float* out, int rows) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/hand/segsum32_tile_hand.cu"
    __shared__ float tile[32][33];
#line 6 "/work/main/.stage/main/benchmarks/heldout2/hand/segsum32_tile_hand.cu"
    int tx = threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/hand/segsum32_tile_hand.cu"
    int ty = threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/hand/segsum32_tile_hand.cu"
    int r0 = blockIdx.x * 32;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/hand/segsum32_tile_hand.cu"
    for (int k = ty; k < 32; k += 8)
#line 9 "/work/main/.stage/main/benchmarks/heldout2/hand/segsum32_tile_hand.cu"
        tile[k][tx] = in[(r0 + k) * 32 + tx];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/hand/segsum32_tile_hand.cu"
    __syncthreads();
#line 11 "/work/main/.stage/main/benchmarks/heldout2/hand/segsum32_tile_hand.cu"
    if (ty == 0) {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/hand/segsum32_tile_hand.cu"
        float s = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/hand/segsum32_tile_hand.cu"
        for (int k_1 = 0; k_1 < 32; k_1++)
#line 14 "/work/main/.stage/main/benchmarks/heldout2/hand/segsum32_tile_hand.cu"
            s += tile[tx][k_1];
#line 15 "/work/main/.stage/main/benchmarks/heldout2/hand/segsum32_tile_hand.cu"
        out[r0 + tx] = s;
    }
}
